// npm run restore FILE: a backup brought back into an empty DATA_DIR (embedded PostgreSQL) or an empty database
// (DATABASE_URL). The whole file is checked first (gzip, checksums, version) while nothing is touched. Then the
// data folder is built aside, in DATA_DIR/.restaurando-<pid>, and moved into place only once complete; or the
// database is loaded and, on any failure, emptied again. No partial restore stays behind.
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { fill } from '#shared/i18n/fill.ts';
import { underStartupLock } from '../db/connect.ts';
import type { EmbeddedDatabase } from '../db/embedded.ts';
import { loadEmbeddedDatabase } from '../db/load-embedded.ts';
import { holdServerLock } from '../server-lock.ts';
import { createStorage, LocalDiskStorage, type FileStorage } from '../storage/storage.ts';
import {
  BackupError,
  digest,
  endName,
  isTableEntry,
  manifestName,
  readEntries,
  secretEntry,
  sequencesName,
  tableEntry,
  uploadKeyOf,
  verifyArchive,
  type EntryRecord,
  type Ending,
  type Manifest,
} from './archive.ts';
import { openClient, publicTables, quoted, type SequenceValue, type TableShape } from './database.ts';
import { assertKnownMigrations, migrateAll, migrateTo } from './migrations.ts';
import { checkS3, decimal, keptSecretFiles, type RunOptions } from './program.ts';

const texts = {
  checking: 'Comprobando la copia {file} ...',
  checked: 'La copia está completa: hecha el {createdAt} por Sazón {appVersion}.',
  notAFolder: 'DATA_DIR ({folder}) no es una carpeta.',
  notEmptyFolder:
    'DATA_DIR ({folder}) no está vacía: la restauración necesita una carpeta vacía o que no exista, y no toca nada de lo que hay. Elige otra DATA_DIR o vacíala.',
  notEmptyDatabase:
    'La base de datos de DATABASE_URL no está vacía ({what}): la restauración necesita una base vacía y no toca nada de lo que hay.',
  tablesThere: '{count} tablas en el esquema public',
  migrationsThere: 'ya tiene migraciones de Sazón',
  extraTable:
    'La copia tiene la tabla «{table}», que las migraciones de esta versión de Sazón no crean: no se puede restaurar.',
  extraColumn:
    'La copia tiene la columna «{column}» en la tabla «{table}», que las migraciones de esta versión de Sazón no crean: no se puede restaurar.',
  badOrder:
    'La copia carga la tabla «{table}» antes que «{parent}», a la que se refiere: no se puede restaurar.',
  changed: 'La copia {file} cambió mientras se restauraba («{name}»): no se ha restaurado nada.',
  misplaced: 'La copia {file} no tiene «{name}» donde su índice lo pone: no se puede restaurar.',
  fileConflict: 'El almacenamiento ya tiene el archivo «{key}» con otro contenido: no se sobrescribe.',
  secretKept: '{path} ya existe y no es el de la copia: se deja el existente ({consequence}).',
  secretConsequence: {
    'auth-secret': 'las sesiones de la copia no valdrán: cada cual volverá a iniciar sesión',
    'vapid.json': 'los dispositivos tendrán que volver a suscribirse a los avisos',
  } as Record<string, string>,
  loadingFolder: 'Restaurando en {folder} ...',
  loadingDatabase: 'Restaurando en la base de datos de DATABASE_URL ...',
  undoing: 'La restauración falló: deshaciendo lo restaurado ...',
  undoFailed: '{problem} Además, no se pudo deshacer lo restaurado: {detail}.',
  done: 'Restaurado desde {file}: {tables} tablas ({rows} filas) y {files} archivos, en {seconds} s.',
} as const;

type Undo = () => Promise<void> | void;

interface LoadTarget {
  client: pg.Client;
  storage: FileStorage;
  /** Where the backup's secrets go: the DATA_DIR the server will read. */
  secretsDir: string;
  /** Steps that take back what was written outside the database, run last to first after a failure. */
  undo: Undo[];
}

interface Verified {
  manifest: Manifest;
  ending: Ending;
}

/** What a restore brought back: the tables' rows and the stored files. */
interface Loaded {
  rows: number;
  files: number;
}

/** Brings a verified backup into one kind of target (an embedded DATA_DIR, or DATABASE_URL). */
type RestoreInto = (
  file: string,
  verified: Verified,
  s3: FileStorage | undefined,
  options: RunOptions,
) => Promise<Loaded>;

/** The backup's tables must all exist, with their columns, and be in an order our foreign keys allow. */
function assertTablesFit(backup: Manifest['tables'], ours: TableShape[]): void {
  const byName = new Map(ours.map((table) => [table.name, table]));
  const position = new Map(backup.map((table, index) => [table.name, index]));
  backup.forEach((table, index) => {
    const found = byName.get(table.name);
    if (!found) throw new BackupError(fill(texts.extraTable, { table: table.name }));
    for (const column of table.columns) {
      if (!found.columns.includes(column))
        throw new BackupError(fill(texts.extraColumn, { table: table.name, column }));
    }
    for (const parent of found.parents) {
      if ((position.get(parent) ?? -1) > index)
        throw new BackupError(fill(texts.badOrder, { table: table.name, parent }));
    }
  });
}

/** An entry's bytes, checked against the sha256 the first reading found (the file could change in between). */
async function* checked(body: AsyncIterable<Buffer>, record: EntryRecord, file: string) {
  const hash = createHash('sha256');
  for await (const chunk of body) {
    hash.update(chunk);
    yield chunk;
  }
  if (hash.digest('hex') !== record.sha256)
    throw new BackupError(fill(texts.changed, { file, name: record.name }));
}

async function restoreUpload(
  target: LoadTarget,
  key: string,
  body: Buffer,
  contentType: string,
): Promise<void> {
  const existing = await target.storage.get(key);
  if (existing) {
    if (existing.body.equals(body)) return;
    throw new BackupError(fill(texts.fileConflict, { key }));
  }
  await target.storage.put(key, body, contentType);
  target.undo.push(() => target.storage.delete(key));
}

function restoreSecret(target: LoadTarget, name: string, body: Buffer, log: (message: string) => void): void {
  const path = join(target.secretsDir, name);
  if (existsSync(path)) {
    if (!readFileSync(path).equals(body)) {
      log(fill(texts.secretKept, { path, consequence: texts.secretConsequence[name] ?? '' }));
    }
    return;
  }
  mkdirSync(target.secretsDir, { recursive: true });
  writeFileSync(path, body, { mode: 0o600, flag: 'wx' });
  target.undo.push(() => rmSync(path, { force: true }));
}

/**
 * Loads a verified backup into an empty database: our migrations up to the backup's, every table's rows in one
 * transaction (user triggers off, so no live events or derived rows are written twice), the sequences, the
 * files and secrets, then the migrations that came after the backup.
 */
async function load(
  file: string,
  { manifest, ending }: Verified,
  target: LoadTarget,
  log: (message: string) => void,
  signal?: AbortSignal,
): Promise<Loaded> {
  const { client } = target;
  await migrateTo(client, manifest.migrations.length);
  const tables = await publicTables(client);
  assertTablesFit(manifest.tables, tables);
  const names = tables.map((table) => quoted(table.name));
  await client.query('BEGIN');
  for (const name of names) await client.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
  // Whatever the migrations wrote goes: the backup's rows are the whole truth.
  if (names.length > 0) await client.query(`TRUNCATE ${names.join(', ')}`);
  let loading = true;
  const finishDatabase = async () => {
    if (!loading) return;
    loading = false;
    for (const name of names) await client.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
  };

  let entryIndex = 0;
  let tableIndex = 0;
  let rows = 0;
  let files = 0;
  await readEntries(
    file,
    async (name, body) => {
      if (name === endName) return;
      const record = ending.entries[entryIndex++];
      if (record?.name !== name) throw new BackupError(fill(texts.changed, { file, name }));
      const chunks = checked(body, record, file);
      if (name === manifestName) {
        await digest(chunks);
        return;
      }
      if (isTableEntry(name)) {
        const table = manifest.tables[tableIndex++];
        if (!table || name !== tableEntry(table.name))
          throw new BackupError(fill(texts.misplaced, { file, name }));
        const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
        await pipeline(chunks, client.query(copyFrom(`COPY ${quoted(table.name)} (${columns}) FROM STDIN`)), {
          signal,
        });
        rows += record.rows ?? 0;
        return;
      }
      if (name === sequencesName) {
        const sequences = JSON.parse((await digest(chunks, true)).data.toString('utf8')) as SequenceValue[];
        for (const { name: sequence, lastValue, isCalled } of sequences) {
          await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
            quoted(sequence),
            lastValue,
            isCalled,
          ]);
        }
        await finishDatabase();
        return;
      }
      await finishDatabase();
      signal?.throwIfAborted();
      const { data } = await digest(chunks, true);
      const key = uploadKeyOf(name);
      if (key) {
        await restoreUpload(target, key, data, record.contentType ?? 'application/octet-stream');
        files++;
        return;
      }
      const secret = keptSecretFiles.find((kept) => name === secretEntry(kept));
      if (secret) restoreSecret(target, secret, data, log);
    },
    signal,
  );
  const missing = manifest.tables[tableIndex];
  if (missing) throw new BackupError(fill(texts.misplaced, { file, name: tableEntry(missing.name) }));
  await finishDatabase();
  await migrateAll(client);
  return { rows, files };
}

/**
 * Takes back a failed restore: `first` lets go of the data being loaded, the `undo` steps run last to first,
 * then `last` puts the target back as it was. Throws the failure, with what could not be undone if undoing
 * failed too.
 */
async function undoRestore(
  error: unknown,
  log: (message: string) => void,
  { first, undo, last }: { first: Undo; undo: Undo[]; last: Undo },
): Promise<never> {
  log(texts.undoing);
  try {
    await first();
    for (const step of undo.reverse()) await step();
    await last();
  } catch (undoError) {
    const problem = error instanceof Error ? error.message : String(error);
    throw new BackupError(fill(texts.undoFailed, { problem, detail: (undoError as Error).message }));
  }
  throw error;
}

/** DATA_DIR must be absent or an empty folder; answers whether it exists. */
function assertEmptyFolder(folder: string): boolean {
  if (!existsSync(folder)) return false;
  if (!statSync(folder).isDirectory()) throw new BackupError(fill(texts.notAFolder, { folder }));
  if (readdirSync(folder).length > 0) throw new BackupError(fill(texts.notEmptyFolder, { folder }));
  return true;
}

/** Embedded: everything is built in DATA_DIR/.restaurando-<pid> and moved into DATA_DIR once complete. */
const restoreIntoFolder: RestoreInto = async (file, verified, s3, { config, log, signal }) => {
  const folder = config.dataDir;
  const existed = assertEmptyFolder(folder);
  log(fill(texts.loadingFolder, { folder }));
  mkdirSync(folder, { recursive: true });
  const modeBefore = statSync(folder).mode;
  // As root, PostgreSQL runs as the postgres user, which must pass through DATA_DIR (embedded.ts does the same).
  if (process.getuid?.() === 0) chmodSync(folder, modeBefore | 0o011);
  const releaseLock = holdServerLock(folder);
  const staging = join(folder, `.restaurando-${process.pid}`);
  const undo: Undo[] = [];
  let database: EmbeddedDatabase | undefined;
  let client: pg.Client | undefined;
  try {
    const { startEmbeddedPostgres } = await loadEmbeddedDatabase();
    database = await startEmbeddedPostgres(staging, log);
    client = await openClient(database.url, staging);
    const storage = s3 ?? new LocalDiskStorage(join(staging, 'uploads'));
    const loaded = await load(file, verified, { client, storage, secretsDir: staging, undo }, log, signal);
    await client.end();
    client = undefined;
    await database.stop();
    database = undefined;
    // The database folder last: a server finds nothing to start from until everything else is in place.
    const names = readdirSync(staging).sort((a, b) => Number(a === 'postgres') - Number(b === 'postgres'));
    for (const name of names) {
      renameSync(join(staging, name), join(folder, name));
      undo.push(() => rmSync(join(folder, name), { recursive: true, force: true }));
    }
    rmdirSync(staging);
    releaseLock();
    return loaded;
  } catch (error) {
    return undoRestore(error, log, {
      first: async () => {
        await client?.end().catch(() => {});
        await database?.stop().catch(() => {});
      },
      undo, // files written to S3, and what was already moved into DATA_DIR
      last: () => {
        releaseLock();
        if (existed) {
          rmSync(staging, { recursive: true, force: true });
          chmodSync(folder, modeBefore);
        } else {
          rmSync(folder, { recursive: true, force: true });
        }
      },
    });
  }
};

interface DatabaseObjects {
  tables: string[];
  extensions: string[];
  /** The functions, sequences, views and types of the public schema, each as the statement that drops it. */
  drops: string[];
  drizzle: boolean;
}

async function databaseObjects(client: pg.Client): Promise<DatabaseObjects> {
  const { rows } = await client.query<DatabaseObjects>(`
    SELECT
      array(SELECT oid::regclass::text FROM pg_class
            WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p')) AS tables,
      array(SELECT quote_ident(extname) FROM pg_extension) AS extensions,
      array(SELECT format('DROP FUNCTION IF EXISTS %s CASCADE', p.oid::regprocedure) FROM pg_proc p
            WHERE p.pronamespace = 'public'::regnamespace AND NOT EXISTS (
              SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
            UNION ALL
            SELECT format('DROP %s IF EXISTS %s CASCADE',
                          CASE relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' ELSE 'MATERIALIZED VIEW' END,
                          oid::regclass) FROM pg_class
            WHERE relnamespace = 'public'::regnamespace AND relkind IN ('S', 'v', 'm')
            UNION ALL
            SELECT format('DROP TYPE IF EXISTS %s CASCADE', oid::regtype) FROM pg_type
            WHERE typnamespace = 'public'::regnamespace AND typtype IN ('e', 'd', 'r')) AS drops,
      to_regnamespace('drizzle') IS NOT NULL AS drizzle`);
  return rows[0]!;
}

/** Drops what the restore created, so the database is as empty as it was (a DBA's extensions stay). */
async function emptyAgain(client: pg.Client, before: DatabaseObjects): Promise<void> {
  await client.query('ROLLBACK'); // a failed load leaves its transaction, and its table locks, open
  const now = await databaseObjects(client);
  const added = (list: string[], old: string[]) => list.filter((item) => !old.includes(item));
  if (now.tables.length > 0) await client.query(`DROP TABLE IF EXISTS ${now.tables.join(', ')} CASCADE`);
  for (const extension of added(now.extensions, before.extensions)) {
    await client.query(`DROP EXTENSION IF EXISTS ${extension} CASCADE`);
  }
  for (const drop of added(now.drops, before.drops)) await client.query(drop);
  if (!before.drizzle) await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
}

/** DATABASE_URL: loaded in place, under the servers' start-up lock (a server starting meanwhile waits). */
const restoreIntoDatabase: RestoreInto = async (file, verified, s3, { config, log, signal }) => {
  const url = config.databaseUrl!;
  const client = await openClient(url, 'DATABASE_URL');
  const lockPool = new pg.Pool({ connectionString: url, max: 1 });
  lockPool.on('error', () => {});
  const folder = config.dataDir;
  const uploadsFolder = join(folder, 'uploads');
  const folderExisted = existsSync(folder);
  const uploadsExisted = existsSync(uploadsFolder);
  const storage = s3 ?? createStorage(config);
  try {
    return await underStartupLock(lockPool, async () => {
      const before = await databaseObjects(client);
      if (before.tables.length > 0 || before.drizzle) {
        const what =
          before.tables.length > 0
            ? fill(texts.tablesThere, { count: before.tables.length })
            : texts.migrationsThere;
        throw new BackupError(fill(texts.notEmptyDatabase, { what }));
      }
      log(texts.loadingDatabase);
      const undo: Undo[] = [];
      try {
        return await load(file, verified, { client, storage, secretsDir: folder, undo }, log, signal);
      } catch (error) {
        return undoRestore(error, log, {
          first: () => emptyAgain(client, before),
          undo, // files written to S3 or DATA_DIR/uploads, and the secrets
          last: () => {
            if (!folderExisted) rmSync(folder, { recursive: true, force: true });
            else if (!uploadsExisted) rmSync(uploadsFolder, { recursive: true, force: true });
          },
        });
      }
    });
  } finally {
    await client.end().catch(() => {});
    await lockPool.end().catch(() => {});
  }
};

export interface RestoreResult {
  tables: number;
  rows: number;
  files: number;
  seconds: number;
  message: string;
}

export async function restoreBackup(options: RunOptions): Promise<RestoreResult> {
  const { config, file, log, signal } = options;
  const started = performance.now();
  // Checked again before anything is written; here so that a wrong DATA_DIR is said before a long check.
  if (!config.databaseUrl) assertEmptyFolder(config.dataDir);
  log(fill(texts.checking, { file }));
  const verified = await verifyArchive(file, signal);
  const { manifest } = verified;
  assertKnownMigrations(manifest.migrations);
  log(fill(texts.checked, { createdAt: manifest.createdAt, appVersion: manifest.appVersion }));
  const s3 = config.s3 ? createStorage(config) : undefined;
  let loaded: Loaded;
  try {
    if (s3) await checkS3(s3, config.s3!.bucket);
    loaded = config.databaseUrl
      ? await restoreIntoDatabase(file, verified, s3, options)
      : await restoreIntoFolder(file, verified, s3, options);
  } finally {
    await s3?.close?.();
  }
  const { rows, files } = loaded;
  const seconds = (performance.now() - started) / 1000;
  const tables = manifest.tables.length;
  const message = fill(texts.done, {
    file,
    tables: decimal(tables),
    rows: decimal(rows),
    files: decimal(files),
    seconds: decimal(seconds, 1),
  });
  return { tables, rows, files, seconds, message };
}
