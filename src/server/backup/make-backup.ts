// npm run backup FILE: the database (embedded or DATABASE_URL) and the uploaded files, in one file.
// The database is read in one REPEATABLE READ, READ ONLY transaction, so the copy is one moment of it even while
// servers keep writing. A running server's embedded PostgreSQL is read where it runs (never a second PostgreSQL
// on its folder); a stopped one is started for the copy. The file is written as FILE.partial and renamed once
// whole, so an interrupted backup never leaves a file that looks complete.
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import type pg from 'pg';
import { fill } from '#shared/i18n/fill.ts';
import packageJson from '../../../package.json' with { type: 'json' };
import type { AppConfig } from '../config.ts';
import { loadEmbeddedDatabase } from '../db/load-embedded.ts';
import { holdServerLock } from '../server-lock.ts';
import { createStorage, type FileStorage } from '../storage/storage.ts';
import {
  ArchiveWriter,
  archiveFormat,
  BackupError,
  manifestName,
  secretEntry,
  sequencesName,
  tableEntry,
  uploadEntry,
  type Manifest,
} from './archive.ts';
import { openClient, publicTables, quoted, sequenceValues } from './database.ts';
import { appliedMigrations } from './migrations.ts';
import { bytesText, checkS3, decimal, keptSecretFiles, type RunOptions } from './program.ts';

const texts = {
  noFolder: 'La carpeta {folder} no existe: créala o elige otra ruta para la copia.',
  noDatabase:
    'No hay base de datos en {folder}: ni un PostgreSQL embebido en marcha ni la carpeta postgres. ¿Es DATA_DIR la carpeta de Sazón? (Con una base externa, define DATABASE_URL.)',
  online: 'Se copia la base de datos del servidor en marcha (PostgreSQL embebido de {folder}).',
  starting: 'Iniciando el PostgreSQL embebido de {folder} para la copia ...',
  copyingDatabase: 'Copiando la base de datos ...',
  copyingFiles: 'Copiando {count} archivos ...',
  whereExternal: 'DATABASE_URL',
  whereEmbedded: 'PostgreSQL embebido de {folder}',
  missingFiles:
    '{count} archivos de la tabla uploads no están en el almacenamiento (borrados o a medio subir): no van en la copia.',
  done: 'Copia guardada en {file}: {tables} tablas ({rows} filas), {files} archivos ({fileBytes}); {bytes} en total, en {seconds} s.',
} as const;

export interface BackupResult {
  file: string;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  /** Upload rows whose file was gone (deleted by the cleanup after the snapshot, or never stored). */
  missingFiles: number;
  /** Size of the backup file. */
  bytes: number;
  seconds: number;
  message: string;
}

/** The database to read: DATABASE_URL, the running embedded PostgreSQL, or one started for the copy. */
async function openDatabase(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>,
  log: (message: string) => void,
): Promise<{ url: string; where: string; stop(): Promise<void> }> {
  if (config.databaseUrl)
    return { url: config.databaseUrl, where: texts.whereExternal, stop: async () => {} };
  const folder = config.dataDir;
  const where = fill(texts.whereEmbedded, { folder });
  const { runningEmbeddedUrl, startEmbeddedPostgres } = await loadEmbeddedDatabase();
  const running = runningEmbeddedUrl(folder);
  if (running) {
    log(fill(texts.online, { folder }));
    return { url: running, where, stop: async () => {} };
  }
  if (!existsSync(join(folder, 'postgres', 'PG_VERSION')))
    throw new BackupError(fill(texts.noDatabase, { folder }));
  // Held while the copy runs: a server started meanwhile would start a second PostgreSQL on the folder.
  const releaseLock = holdServerLock(folder);
  try {
    log(fill(texts.starting, { folder }));
    const embedded = await startEmbeddedPostgres(folder, log);
    return {
      url: embedded.url,
      where,
      async stop() {
        await embedded.stop();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Copies one table's rows (COPY text) into `path`; each row ends with a newline, so they are counted. */
async function dumpTable(
  client: pg.Client,
  table: { name: string; columns: string[] },
  path: string,
  signal?: AbortSignal,
): Promise<{ bytes: number; rows: number }> {
  const columns = table.columns.map((column) => client.escapeIdentifier(column)).join(', ');
  const copy = client.query(copyTo(`COPY ${quoted(table.name)} (${columns}) TO STDOUT`));
  let bytes = 0;
  let rows = 0;
  await pipeline(
    copy,
    async function* count(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows++;
        yield chunk;
      }
    },
    createWriteStream(path),
    { signal },
  );
  return { bytes, rows };
}

interface ArchiveSources {
  client: pg.Client;
  storage: FileStorage;
  dataDir: string;
  /** Holds one table's rows at a time: a tar entry's size comes before its bytes. */
  scratch: string;
  /** Called once the database is read: an embedded PostgreSQL started for the copy stops then. */
  databaseRead(): Promise<void>;
}

async function writeArchive(
  writer: ArchiveWriter,
  { client, storage, dataDir, scratch, databaseRead }: ArchiveSources,
  { log, signal }: Pick<RunOptions, 'log' | 'signal'>,
) {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  const migrations = await appliedMigrations(client);
  const tables = await publicTables(client);
  // Every stored file has its row (written before the file); its type comes with the file itself.
  const { rows: uploads } = await client.query<{ key: string }>('SELECT key FROM uploads ORDER BY key');
  const manifest: Manifest = {
    format: archiveFormat,
    app: 'sazon',
    appVersion: packageJson.version,
    createdAt: new Date().toISOString(),
    migrations,
    tables: tables.map(({ name, columns }) => ({ name, columns })),
  };
  await writer.addJson(manifestName, manifest);
  let rows = 0;
  for (const table of tables) {
    signal?.throwIfAborted();
    const path = join(scratch, 'tabla.copy');
    const dumped = await dumpTable(client, table, path, signal);
    await writer.add(tableEntry(table.name), dumped.bytes, createReadStream(path), { rows: dumped.rows });
    rmSync(path);
    rows += dumped.rows;
  }
  await writer.addJson(sequencesName, await sequenceValues(client));
  await client.query('COMMIT');
  await databaseRead();

  log(fill(texts.copyingFiles, { count: decimal(uploads.length) }));
  let files = 0;
  let fileBytes = 0;
  let missingFiles = 0;
  for (const { key } of uploads) {
    signal?.throwIfAborted();
    const stored = await storage.get(key);
    if (!stored) {
      missingFiles++;
      continue;
    }
    await writer.add(uploadEntry(key), stored.body.length, [stored.body], {
      contentType: stored.contentType,
    });
    files++;
    fileBytes += stored.body.length;
  }
  if (missingFiles > 0) log(fill(texts.missingFiles, { count: missingFiles }));
  for (const name of keptSecretFiles) {
    const path = join(dataDir, name);
    if (existsSync(path)) await writer.add(secretEntry(name), statSync(path).size, [readFileSync(path)]);
  }
  await writer.finish();
  return { tables: tables.length, rows, files, fileBytes, missingFiles };
}

export async function makeBackup({ config, file, log, signal }: RunOptions): Promise<BackupResult> {
  const started = performance.now();
  if (!existsSync(dirname(file))) throw new BackupError(fill(texts.noFolder, { folder: dirname(file) }));
  const storage = createStorage(config);
  const partial = `${file}.partial`;
  let scratch: string | undefined;
  let writer: ArchiveWriter | undefined;
  let client: pg.Client | undefined;
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    if (config.s3) await checkS3(storage, config.s3.bucket);
    database = await openDatabase(config, log);
    client = await openClient(database.url, database.where);
    scratch = mkdtempSync(join(dirname(file), '.sazon-copia-'));
    writer = new ArchiveWriter(partial);
    log(texts.copyingDatabase);
    const databaseRead = async () => {
      await client?.end();
      client = undefined;
      await database?.stop();
      database = undefined;
    };
    const counts = await writeArchive(
      writer,
      { client, storage, dataDir: config.dataDir, scratch, databaseRead },
      {
        log,
        signal,
      },
    );
    // On disk before it takes its final name: a crash right after the rename must not leave a hollow file.
    const handle = await open(partial, 'r+');
    await handle.sync();
    await handle.close();
    await rename(partial, file);
    const bytes = statSync(file).size;
    const seconds = (performance.now() - started) / 1000;
    const message = fill(texts.done, {
      file,
      tables: decimal(counts.tables),
      rows: decimal(counts.rows),
      files: decimal(counts.files),
      fileBytes: bytesText(counts.fileBytes),
      bytes: bytesText(bytes),
      seconds: decimal(seconds, 1),
    });
    return { file, ...counts, bytes, seconds, message };
  } catch (error) {
    await writer?.abandon();
    rmSync(partial, { force: true });
    throw error;
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    await client?.end().catch(() => {});
    await database?.stop().catch(() => {});
    await storage.close?.();
  }
}
