// npm run backup / npm run restore: users, recipes, posts and their pictures go through a backup file into an
// empty database and into an empty data folder (a real embedded PostgreSQL), and come back whole; every bad input
// is refused in Spanish with nothing left half-done.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import { buildApp } from '../app.ts';
import { loadConfig, loadDataConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { loadEmbeddedDatabase } from '../db/load-embedded.ts';
import { freePort } from '../free-port.ts';
import { uploadedUrl } from '../storage/upload-fixtures.ts';
import { createTestApp, origin, type TestApp, type TestUser } from '../test/harness.ts';
import { readEntries } from './archive.ts';
import { makeBackup, type BackupResult } from './make-backup.ts';
import { migrateTo } from './migrations.ts';
import { restoreBackup } from './restore-backup.ts';

const secret = 'backup-test-secret-long-enough-0123456789';
const quiet = () => {};
let work: string;
let sourceDir: string;
let sourceUrl: string;
let archive: string;
let made: BackupResult;
let t: TestApp;
let ana: TestUser;
let beto: TestUser;

const backup = (env: Record<string, string>, file: string, log: (message: string) => void = quiet) =>
  makeBackup({ config: loadDataConfig(env), file, log });
const restore = (env: Record<string, string>, file = archive, log: (message: string) => void = quiet) =>
  restoreBackup({ config: loadDataConfig(env), file, log });

/** A database with nothing in it (not even our migrations), dropped with the rest at the end of the run. */
async function emptyDatabase(template = 'template1'): Promise<string> {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  const name = `${inject('templateDatabase')}_copia_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on one connection to `url`. */
async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const query = <T extends pg.QueryResultRow>(url: string, sql: string) =>
  connected(url, async (client) => (await client.query<T>(sql)).rows);

/** Every row of every public table, as sorted JSON text per table. */
const rowsOf = (url: string) =>
  connected(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY 1`,
    );
    const all: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(
        `SELECT to_jsonb(x)::text AS row FROM "public"."${name}" x`,
      );
      all[name] = rows.map(({ row }) => row).sort();
    }
    return all;
  });

/** What an empty database holds besides nothing: to prove a failed restore left it as it was. */
const objectsOf = (url: string) =>
  query(
    url,
    `SELECT (SELECT count(*) FROM pg_class WHERE relnamespace = 'public'::regnamespace)::int AS relations,
            (SELECT count(*) FROM pg_proc WHERE pronamespace = 'public'::regnamespace)::int AS functions,
            array(SELECT extname::text FROM pg_extension ORDER BY 1) AS extensions,
            array(SELECT nspname::text FROM pg_namespace ORDER BY 1) AS schemas`,
  );

/** Every file under `folder`, by relative path, as its sha256. */
function filesOf(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(folder, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}

/** A backup file's content: each table's rows sorted (their order on disk may differ), other entries' sha256. */
async function contentOf(file: string): Promise<Record<string, string>> {
  const content: Record<string, string> = {};
  await readEntries(file, async (name, body) => {
    if (name === 'manifest.json' || name === 'end.json') return;
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk);
    const data = Buffer.concat(chunks).toString('utf8');
    content[name] = name.endsWith('.copy')
      ? data.split('\n').sort().join('\n')
      : createHash('sha256').update(data).digest('hex');
  });
  return content;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'sazon-backup-'));
  // As root, the embedded PostgreSQL runs as the postgres user, which must pass through to the data folders.
  chmodSync(work, 0o711);
  sourceDir = join(work, 'origen');
  mkdirSync(sourceDir);
  // The secret a server generates into DATA_DIR when AUTH_SECRET is not set: it travels with the backup.
  writeFileSync(join(sourceDir, 'auth-secret'), secret);
  t = await createTestApp({ DATA_DIR: sourceDir, AUTH_SECRET: secret });
  ana = await t.signUp('Ana');
  beto = await t.signUp('Beto');
  const recipe = await t.request({
    method: 'POST',
    url: '/api/recipes',
    user: ana,
    payload: recipeInput({ name: 'Arroz con leche', imageUrl: await uploadedUrl(t, ana, 'recipe') }),
  });
  expect(recipe.statusCode, recipe.body).toBe(201);
  const recipeId = (recipe.json() as { id: string }).id;
  const post = await t.request({
    method: 'POST',
    url: '/api/posts',
    user: ana,
    payload: { text: 'Mi arroz con leche', imageUrl: await uploadedUrl(t, ana, 'post') },
  });
  expect(post.statusCode, post.body).toBe(201);
  const postId = (post.json() as { id: string }).id;
  const writes = [
    { method: 'PUT', url: `/api/recipes/${recipeId}/rating`, payload: { stars: 5 } },
    { method: 'POST', url: `/api/recipes/${recipeId}/comments`, payload: { comment: '¡Delicioso!' } },
    { method: 'PUT', url: `/api/recipes/${recipeId}/favorite` },
    { method: 'PUT', url: `/api/posts/${postId}/like` },
    { method: 'POST', url: `/api/posts/${postId}/comments`, payload: { text: 'Qué rico' } },
    { method: 'PUT', url: `/api/users/${ana.id}/follow` },
  ] as const;
  for (const write of writes) {
    const response = await t.request({ ...write, user: beto });
    expect(response.statusCode, `${write.method} ${write.url}: ${response.body}`).toBeLessThan(300);
  }
  sourceUrl = t.database.url;
  await t.close();
  archive = join(work, 'copia.tar.gz');
  made = await backup({ DATABASE_URL: sourceUrl, DATA_DIR: sourceDir }, archive);
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a backup', () => {
  it('holds every table, both pictures and the secrets, in one file and nothing beside it', async () => {
    expect(made).toMatchObject({ files: 2, missingFiles: 0 });
    expect(made.tables).toBeGreaterThanOrEqual(20);
    expect(made.rows).toBeGreaterThan(10);
    expect(made.message).toMatch(/^Copia guardada en .*copia\.tar\.gz: \d+ tablas \(\d+ filas\), 2 archivos/);
    expect(readdirSync(work).sort()).toEqual(['copia.tar.gz', 'origen']);
    expect(statSync(archive).mode & 0o077).toBe(0); // it holds the secrets
    const content = await contentOf(archive);
    expect(Object.keys(content).filter((name) => name.startsWith('uploads/'))).toHaveLength(2);
    expect(
      Object.keys(content)
        .filter((name) => name.startsWith('secrets/'))
        .sort(),
    ).toEqual(['secrets/auth-secret', 'secrets/vapid.json']);
    console.log(`copia: ${made.message}`);
  });
});

describe('a restore', () => {
  it('brings everything back into an empty database, where sessions still work and sequences go on', async () => {
    const target = await emptyDatabase();
    const folder = join(work, 'externa');
    const restored = await restore({ DATABASE_URL: target, DATA_DIR: folder });
    console.log(`restauración en una base vacía: ${restored.message}`);
    expect(await rowsOf(target)).toEqual(await rowsOf(sourceUrl));
    expect(filesOf(join(folder, 'uploads'))).toEqual(filesOf(join(sourceDir, 'uploads')));
    expect(readFileSync(join(folder, 'auth-secret'), 'utf8')).toBe(secret);
    expect(readFileSync(join(folder, 'vapid.json'))).toEqual(readFileSync(join(sourceDir, 'vapid.json')));

    // The server on the restored data: AUTH_SECRET comes from the restored DATA_DIR/auth-secret.
    const database = await connectDatabase(target, { poolSize: 4 });
    const config = loadConfig({ DATABASE_URL: target, DATA_DIR: folder, PUBLIC_URL: origin });
    const { server } = await buildApp({ config, database, serveClient: false });
    try {
      const me = await server.inject({
        method: 'GET',
        url: '/api/me',
        headers: { origin, cookie: ana.cookie },
      });
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json()).toMatchObject({ id: ana.id });
      const { key } = (
        await query<{ key: string }>(target, `SELECT key FROM uploads ORDER BY key LIMIT 1`)
      )[0]!;
      const picture = await server.inject({ method: 'GET', url: `/api/files/${key}` });
      expect(picture.statusCode).toBe(200);
      expect(picture.rawPayload).toEqual(readFileSync(join(sourceDir, 'uploads', key)));
      const { last } = (
        await query<{ last: string }>(target, `SELECT max(id)::text AS last FROM live_events`)
      )[0]!;
      const post = await server.inject({
        method: 'POST',
        url: `/api/posts`,
        headers: { origin, cookie: beto.cookie },
        payload: { text: 'Después de restaurar' },
      });
      expect(post.statusCode, post.body).toBe(201);
      const { next } = (
        await query<{ next: string }>(target, `SELECT max(id)::text AS next FROM live_events`)
      )[0]!;
      expect(BigInt(next)).toBeGreaterThan(BigInt(last));
    } finally {
      await server.close();
      await database.close();
    }
  });

  it('builds an empty data folder with its own embedded PostgreSQL, which backs up again running and stopped', async () => {
    const folder = join(work, 'datos');
    const restored = await restore({ DATA_DIR: folder });
    console.log(`restauración en una carpeta vacía: ${restored.message}`);
    expect(readdirSync(folder).sort()).toEqual([
      'auth-secret',
      'postgres',
      'postgres-password',
      'uploads',
      'vapid.json',
    ]);
    expect(filesOf(join(folder, 'uploads'))).toEqual(filesOf(join(sourceDir, 'uploads')));
    const original = await contentOf(archive);

    const { startEmbeddedPostgres } = await loadEmbeddedDatabase();
    const embedded = await startEmbeddedPostgres(folder);
    try {
      expect(await rowsOf(embedded.url)).toEqual(await rowsOf(sourceUrl));
      // Read from the PostgreSQL that runs: no second one is started on the folder.
      const said: string[] = [];
      const online = join(work, 'en-marcha.tar.gz');
      await backup({ DATA_DIR: folder }, online, (message) => said.push(message));
      expect(said.join('\n')).toContain('Se copia la base de datos del servidor en marcha');
      expect(await contentOf(online)).toEqual(original);
    } finally {
      await embedded.stop();
    }

    const said: string[] = [];
    const stopped = join(work, 'parado.tar.gz');
    await backup({ DATA_DIR: folder }, stopped, (message) => said.push(message));
    expect(said.join('\n')).toContain('Iniciando el PostgreSQL embebido');
    expect(await contentOf(stopped)).toEqual(original);
    // Started for the copy, stopped after it, and the folder free for a server again.
    expect(existsSync(join(folder, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(folder, 'server.pid'))).toBe(false);
  }, 60_000);

  it('of a backup older than this version runs the newer migrations after loading its rows', async () => {
    const journal = JSON.parse(
      readFileSync(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] };
    const older = await emptyDatabase();
    const client = new pg.Client({ connectionString: older });
    await client.connect();
    await migrateTo(client, journal.entries.length - 1);
    await client.query(`INSERT INTO live_events (topic, payload) VALUES ('antigua', '{"de": "antes"}')`);
    await client.end();
    const file = join(work, 'antigua.tar.gz');
    await backup({ DATABASE_URL: older, DATA_DIR: join(work, 'antigua-datos') }, file);

    const target = await emptyDatabase();
    await restore({ DATABASE_URL: target, DATA_DIR: join(work, 'antigua-restaurada') }, file);
    const migrations = await query(target, 'SELECT created_at FROM drizzle.__drizzle_migrations');
    expect(migrations).toHaveLength(journal.entries.length);
    expect(await query(target, `SELECT payload FROM live_events WHERE topic = 'antigua'`)).toEqual([
      { payload: { de: 'antes' } },
    ]);
  });
});

describe('bad input', () => {
  it('refuses a cut backup file in Spanish and creates nothing', async () => {
    const cut = join(work, 'cortada.tar.gz');
    const whole = readFileSync(archive);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const folder = join(work, 'nunca');
    await expect(restore({ DATA_DIR: folder }, cut)).rejects.toThrow(
      /La copia .*cortada\.tar\.gz está cortada o dañada/,
    );
    expect(existsSync(folder)).toBe(false);

    const target = await emptyDatabase();
    const before = await objectsOf(target);
    await expect(restore({ DATABASE_URL: target, DATA_DIR: folder }, cut)).rejects.toThrow(
      /cortada o dañada/,
    );
    expect(await objectsOf(target)).toEqual(before);
    expect(existsSync(folder)).toBe(false);
  });

  it('refuses a backup of a database a newer Sazón migrated', async () => {
    const newer = await emptyDatabase(new URL(sourceUrl).pathname.slice(1));
    await query(
      newer,
      `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('futura', 4102444800000)`,
    );
    const file = join(work, 'futura.tar.gz');
    await backup({ DATABASE_URL: newer, DATA_DIR: sourceDir }, file);
    const folder = join(work, 'futura-datos');
    await expect(restore({ DATA_DIR: folder }, file)).rejects.toThrow(
      'La copia es de una versión más nueva de Sazón: su base de datos tiene la migración «4102444800000»',
    );
    expect(existsSync(folder)).toBe(false);
  });

  it('refuses a data folder or a database that is not empty, and touches neither', async () => {
    const folder = join(work, 'ocupada');
    mkdirSync(folder);
    writeFileSync(join(folder, 'nota.txt'), 'no tocar');
    await expect(restore({ DATA_DIR: folder })).rejects.toThrow(/DATA_DIR \(.*ocupada\) no está vacía/);
    expect(readdirSync(folder)).toEqual(['nota.txt']);
    expect(readFileSync(join(folder, 'nota.txt'), 'utf8')).toBe('no tocar');

    const rowsBefore = await rowsOf(sourceUrl);
    await expect(restore({ DATABASE_URL: sourceUrl, DATA_DIR: join(work, 'ocupada-2') })).rejects.toThrow(
      /La base de datos de DATABASE_URL no está vacía \(\d+ tablas en el esquema public\)/,
    );
    expect(await rowsOf(sourceUrl)).toEqual(rowsBefore);
  });

  it('undoes a restore that fails half-way: the database is empty again and the data folder absent', async () => {
    // An operator's own table: the backup keeps it, but no migration of ours makes it, so loading stops there.
    const altered = await emptyDatabase(new URL(sourceUrl).pathname.slice(1));
    await query(altered, `CREATE TABLE notas (id int PRIMARY KEY); INSERT INTO notas VALUES (1)`);
    const file = join(work, 'con-notas.tar.gz');
    await backup({ DATABASE_URL: altered, DATA_DIR: sourceDir }, file);

    const target = await emptyDatabase();
    const before = await objectsOf(target);
    const externalFolder = join(work, 'notas-externa');
    await expect(restore({ DATABASE_URL: target, DATA_DIR: externalFolder }, file)).rejects.toThrow(
      'La copia tiene la tabla «notas», que las migraciones de esta versión de Sazón no crean',
    );
    expect(await objectsOf(target)).toEqual(before);
    expect(existsSync(externalFolder)).toBe(false);

    const folder = join(work, 'notas-datos');
    mkdirSync(folder);
    await expect(restore({ DATA_DIR: folder }, file)).rejects.toThrow('La copia tiene la tabla «notas»');
    expect(readdirSync(folder)).toEqual([]);
  }, 30_000);

  it('fails a backup whose database does not answer, leaving no file at all', async () => {
    const folder = join(work, 'sin-base');
    mkdirSync(folder);
    const url = `postgres://sazon:clave@127.0.0.1:${await freePort()}/sazon`;
    await expect(backup({ DATABASE_URL: url }, join(folder, 'copia.tar.gz'))).rejects.toThrow(
      /^No se pudo conectar con la base de datos \(DATABASE_URL\): .*ECONNREFUSED/,
    );
    const nowhere = join(work, 'sin-datos');
    await expect(backup({ DATA_DIR: nowhere }, join(folder, 'copia.tar.gz'))).rejects.toThrow(
      /^No hay base de datos en .*sin-datos/,
    );
    expect(existsSync(nowhere)).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('fails a backup and a restore whose S3 storage does not answer, touching nothing', async () => {
    const s3 = {
      S3_BUCKET: 'fotos',
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
    };
    const folder = join(work, 'sin-s3');
    mkdirSync(folder);
    await expect(
      backup({ ...s3, DATABASE_URL: sourceUrl, DATA_DIR: sourceDir }, join(folder, 'copia.tar.gz')),
    ).rejects.toThrow(/^El almacenamiento de archivos S3 \(bucket «fotos»\) no responde/);
    expect(readdirSync(folder)).toEqual([]);
    await expect(restore({ ...s3, DATA_DIR: join(folder, 'datos') })).rejects.toThrow(/S3 .* no responde/);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('undoes an interrupted backup and an interrupted restore', async () => {
    const folder = join(work, 'interrumpida');
    mkdirSync(folder);
    const interrupted = new Error('Interrumpido');
    const stopAt = (text: string) => {
      const controller = new AbortController();
      const log = (message: string) => message.startsWith(text) && controller.abort(interrupted);
      return { log, signal: controller.signal };
    };
    await expect(
      makeBackup({
        config: loadDataConfig({ DATABASE_URL: sourceUrl, DATA_DIR: sourceDir }),
        file: join(folder, 'copia.tar.gz'),
        ...stopAt('Copiando la base de datos'),
      }),
    ).rejects.toThrow();
    expect(readdirSync(folder)).toEqual([]);

    const target = await emptyDatabase();
    const before = await objectsOf(target);
    await expect(
      restoreBackup({
        config: loadDataConfig({ DATABASE_URL: target, DATA_DIR: join(folder, 'datos') }),
        file: archive,
        ...stopAt('Restaurando en la base de datos'),
      }),
    ).rejects.toBe(interrupted);
    expect(await objectsOf(target)).toEqual(before);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('stops the program on a malformed DATABASE_URL with the Spanish message of the server', async () => {
    const file = join(work, 'mal.tar.gz');
    const program = new URL('../backup.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, ['--import', 'tsx', program, file], {
      env: { PATH: process.env.PATH, DATABASE_URL: 'mysql://sazon@localhost/sazon', DATA_DIR: sourceDir },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('[sazon] La configuración no es válida:');
    expect(stderr).toContain('DATABASE_URL debe ser una URL postgres:// o postgresql:// (valor oculto).');
    expect(stderr).not.toContain('mysql://');
    expect(existsSync(file)).toBe(false);
  });
});
