// The backup file: a gzipped tar, written and read as a stream, so a database never sits whole in memory.
// Entries, in order: manifest.json (who made it, which migrations its database had, its tables), then
// database/<table>.copy (COPY text of each table, every table after those it references),
// database/sequences.json, uploads/<key>, secrets/<name>, and end.json last: every other entry's size and
// sha256, so a cut or altered file is caught before anything is restored.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import { fill } from '#shared/i18n/fill.ts';

/** Raised by a newer Sazón whose file this one could not read; a restore refuses it. */
export const archiveFormat = 1;

export const manifestName = 'manifest.json';
export const endName = 'end.json';
export const sequencesName = 'database/sequences.json';
export const tableEntry = (table: string) => `database/${table}.copy`;
export const isTableEntry = (name: string) => name.startsWith('database/') && name.endsWith('.copy');
export const uploadEntry = (key: string) => `uploads/${key}`;
/** The stored file's key of an uploads/<key> entry; null for other entries. */
export const uploadKeyOf = (name: string) =>
  name.startsWith('uploads/') ? name.slice('uploads/'.length) : null;
export const secretEntry = (name: string) => `secrets/${name}`;

// For whoever runs the backup or the restore (printed, never shown in the app).
const texts = {
  missing: 'No existe el archivo {file}.',
  damaged: 'La copia {file} está cortada o dañada ({detail}).',
  notABackup: '{file} no es una copia de Sazón.',
  newerFormat:
    'La copia {file} es de una versión más nueva de Sazón (formato {format}; esta versión lee hasta el {ours}): actualiza Sazón y vuelve a intentarlo.',
  details: {
    noEnd: 'le falta el final',
    afterEnd: 'hay datos después del final',
    entryChanged: '«{name}» no coincide con su suma de comprobación',
    entriesDiffer: 'su lista de contenidos no coincide con lo que contiene',
  },
} as const;

/** A problem the operator can act on, in Spanish: the programs print its message alone, with no stack. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const migrationSchema = z.object({
  /** The journal's tag when the program that made the copy knew the migration. */
  tag: z.string().nullable(),
  /** drizzle's created_at: the journal's `when`, which orders and identifies a migration. */
  createdAt: z.number(),
  hash: z.string(),
});
export type AppliedMigration = z.infer<typeof migrationSchema>;

const tableSchema = z.object({ name: z.string(), columns: z.array(z.string()) });
export type TableDump = z.infer<typeof tableSchema>;

const manifestSchema = z.object({
  format: z.number().int(),
  app: z.literal('sazon'),
  appVersion: z.string(),
  createdAt: z.string(),
  migrations: z.array(migrationSchema),
  /** In load order: every table after the tables it references. */
  tables: z.array(tableSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

const recordSchema = z.object({
  name: z.string(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string(),
  /** Tables: rows copied. */
  rows: z.number().int().nonnegative().optional(),
  /** Uploads: the type to store the file with. */
  contentType: z.string().optional(),
});
export type EntryRecord = z.infer<typeof recordSchema>;

const endingSchema = z.object({ entries: z.array(recordSchema) });
export type Ending = z.infer<typeof endingSchema>;

/** Writes a backup file entry by entry; `finish` adds end.json and closes it. */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly file: WriteStream;
  private readonly written: Promise<void>;
  /** Rejects as soon as the file cannot be written (a full disk), so no entry waits for it forever. */
  private readonly failed: Promise<never>;
  readonly records: EntryRecord[] = [];

  constructor(path: string) {
    this.file = createWriteStream(path, { mode: 0o600 });
    this.written = pipeline(this.pack, createGzip(), this.file);
    this.failed = this.written.then(() => new Promise<never>(() => {}));
    this.failed.catch(() => {}); // reported by the entry or the finish that meets it
  }

  /** Adds an entry of exactly `size` bytes read from `body`. */
  async add(
    name: string,
    size: number,
    body: Iterable<Buffer> | AsyncIterable<Buffer>,
    extra: Pick<EntryRecord, 'rows' | 'contentType'> = {},
  ): Promise<EntryRecord> {
    const hash = createHash('sha256');
    let entry!: ReturnType<typeof this.pack.entry>;
    const done = new Promise<void>((resolve, reject) => {
      entry = this.pack.entry({ name, size, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
    });
    done.catch(() => {}); // awaited below, after the body
    for await (const chunk of body) {
      hash.update(chunk);
      if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), this.failed]);
    }
    entry.end(null);
    await Promise.race([done, this.failed]);
    const record = { name, bytes: size, sha256: hash.digest('hex'), ...extra };
    this.records.push(record);
    return record;
  }

  addJson(name: string, value: unknown): Promise<EntryRecord> {
    const body = Buffer.from(JSON.stringify(value, null, 1));
    return this.add(name, body.length, [body]);
  }

  /** Adds end.json (the list of every entry) and waits until the whole file is written. */
  async finish(): Promise<void> {
    const ending: Ending = { entries: [...this.records] };
    await this.addJson(endName, ending);
    this.pack.finalize();
    await this.written;
  }

  /** Stops writing after a failure; resolves once the file is closed (and may be removed). */
  async abandon(): Promise<void> {
    this.pack.destroy();
    await this.written.catch(() => {});
    // Not once(): the stream may have failed, and its 'error' must not stop the wait for 'close'.
    if (!this.file.closed) await new Promise<void>((resolve) => this.file.once('close', () => resolve()));
  }
}

function readProblem(error: unknown, file: string): unknown {
  if (error instanceof BackupError || (error as Error).name === 'AbortError') return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupError(fill(texts.missing, { file }));
  // zlib (Z_BUF_ERROR: cut short; Z_DATA_ERROR: not gzip or altered) or tar-stream (a cut or invalid tar).
  return new BackupError(fill(texts.damaged, { file, detail: (error as Error).message }));
}

/**
 * Calls `visit` with each entry of the backup file, in order; the body must be read (or is skipped) before the
 * next entry. A missing, cut or damaged file is a BackupError in Spanish.
 */
export async function readEntries(
  file: string,
  visit: (name: string, body: AsyncIterable<Buffer>) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  signal?.throwIfAborted(); // a signal aborted already never fires its 'abort' listeners
  const extract = tar.extract();
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const stop = (error: Error) => extract.destroy(error);
  source.on('error', stop);
  gunzip.on('error', stop);
  const onAbort = () => stop(signal!.reason as Error);
  signal?.addEventListener('abort', onAbort);
  source.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract) {
      const body = entry as AsyncIterable<Buffer>;
      await visit(entry.header.name, body);
      for await (const _rest of body); // whatever `visit` left unread
    }
  } catch (error) {
    throw readProblem(error, file);
  } finally {
    signal?.removeEventListener('abort', onAbort);
    source.destroy();
    gunzip.destroy();
  }
}

/** Reads a whole entry, hashing it; keeps its bytes only when asked (small JSON entries). */
export async function digest(
  body: AsyncIterable<Buffer>,
  keep = false,
): Promise<{ bytes: number; sha256: string; data: Buffer }> {
  const hash = createHash('sha256');
  const kept: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of body) {
    hash.update(chunk);
    bytes += chunk.length;
    if (keep) kept.push(chunk);
  }
  return { bytes, sha256: hash.digest('hex'), data: Buffer.concat(kept) };
}

function parseManifest(data: Buffer, file: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(data.toString('utf8'));
  } catch {
    throw new BackupError(fill(texts.notABackup, { file }));
  }
  const head = z.object({ app: z.literal('sazon'), format: z.number() }).safeParse(raw);
  if (!head.success) throw new BackupError(fill(texts.notABackup, { file }));
  // Checked before the rest: a newer format may have changed it.
  if (head.data.format > archiveFormat) {
    throw new BackupError(fill(texts.newerFormat, { file, format: head.data.format, ours: archiveFormat }));
  }
  const manifest = manifestSchema.safeParse(raw);
  if (!manifest.success) throw new BackupError(fill(texts.notABackup, { file }));
  return manifest.data;
}

const damaged = (file: string, detail: string) => new BackupError(fill(texts.damaged, { file, detail }));

/**
 * Reads the whole file once: gzip and tar intact, manifest first and readable by this version, end.json last,
 * and every entry of the size and sha256 end.json lists. Nothing is written anywhere.
 */
export async function verifyArchive(
  file: string,
  signal?: AbortSignal,
): Promise<{ manifest: Manifest; ending: Ending }> {
  let manifest: Manifest | undefined;
  let ending: Ending | undefined;
  const seen: EntryRecord[] = [];
  await readEntries(
    file,
    async (name, body) => {
      if (ending) throw damaged(file, texts.details.afterEnd);
      const isJson = !manifest || name === endName;
      const { bytes, sha256, data } = await digest(body, isJson);
      if (!manifest) {
        if (name !== manifestName) throw new BackupError(fill(texts.notABackup, { file }));
        manifest = parseManifest(data, file);
      } else if (name === endName) {
        const parsed = endingSchema.safeParse(JSON.parse(data.toString('utf8')));
        if (!parsed.success) throw damaged(file, texts.details.entriesDiffer);
        ending = parsed.data;
        return;
      }
      seen.push({ name, bytes, sha256 });
    },
    signal,
  );
  if (!manifest) throw new BackupError(fill(texts.notABackup, { file }));
  if (!ending) throw damaged(file, texts.details.noEnd);
  if (ending.entries.length !== seen.length) throw damaged(file, texts.details.entriesDiffer);
  ending.entries.forEach((listed, index) => {
    const found = seen[index]!;
    if (listed.name !== found.name || listed.bytes !== found.bytes || listed.sha256 !== found.sha256) {
      throw damaged(file, fill(texts.details.entryChanged, { name: listed.name }));
    }
  });
  return { manifest, ending };
}
