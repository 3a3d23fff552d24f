// The database side of backups: a connection whose COPY text reads back exactly as written, the tables of the
// public schema in an order they can be loaded in, and the sequences' values.
import pg from 'pg';
import { fill } from '#shared/i18n/fill.ts';
import { BackupError, type TableDump } from './archive.ts';

const texts = {
  unreachable: 'No se pudo conectar con la base de datos ({where}): {detail}.',
  cycle: 'Las tablas {tables} se refieren unas a otras en círculo: no hay un orden en que copiarlas.',
} as const;

/** The same text on both sides whatever the server's defaults: dates in ISO, floats exact, UTF-8, UTC. */
const portableSession = `SET client_encoding = 'UTF8'; SET DateStyle = 'ISO, YMD'; SET IntervalStyle = 'postgres';
  SET extra_float_digits = 3; SET TimeZone = 'UTC'`;

/** A connection to `url`; `where` names it in the Spanish error (DATABASE_URL, or the embedded one). */
export async function openClient(url: string, where: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 15_000 });
  // A connection lost later fails the query that runs on it, which reports it.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query(portableSession);
  } catch (error) {
    await client.end().catch(() => {});
    const { message, code } = error as NodeJS.ErrnoException;
    throw new BackupError(fill(texts.unreachable, { where, detail: message || code || String(error) }));
  }
  return client;
}

export const quoted = (name: string) => `"public".${pg.escapeIdentifier(name)}`;

export interface TableShape extends TableDump {
  /** The public tables this one's foreign keys point to (not itself). */
  parents: string[];
}

/** Every table before the tables that reference it; alphabetical among equals, so the order is stable. */
export function loadOrder(tables: TableShape[]): TableShape[] {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  let waiting = tables;
  while (waiting.length > 0) {
    const ready = waiting.filter((table) => table.parents.every((parent) => placed.has(parent)));
    if (ready.length === 0) {
      throw new BackupError(fill(texts.cycle, { tables: waiting.map((table) => table.name).join(', ') }));
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
    waiting = waiting.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** The public schema's tables with their stored columns (generated ones are computed again), in load order. */
export async function publicTables(client: pg.ClientBase): Promise<TableShape[]> {
  const { rows } = await client.query<TableShape>(`
    SELECT c.relname::text AS name,
      array(SELECT a.attname::text FROM pg_attribute a
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
            ORDER BY a.attnum) AS columns,
      array(SELECT DISTINCT p.relname::text FROM pg_constraint k JOIN pg_class p ON p.oid = k.confrelid
            WHERE k.conrelid = c.oid AND k.contype = 'f' AND k.confrelid <> c.oid
              AND p.relnamespace = 'public'::regnamespace) AS parents
    FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
    ORDER BY c.relname`);
  return loadOrder(rows);
}

export interface SequenceValue {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/** Read after the tables: a sequence only moves forward, so it is past every id the copied rows hold. */
export async function sequenceValues(client: pg.ClientBase): Promise<SequenceValue[]> {
  const { rows: sequences } = await client.query<{ name: string }>(
    `SELECT relname::text AS name FROM pg_class
     WHERE relnamespace = 'public'::regnamespace AND relkind = 'S' ORDER BY relname`,
  );
  const values: SequenceValue[] = [];
  for (const { name } of sequences) {
    const { rows } = await client.query<Omit<SequenceValue, 'name'>>(
      `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${quoted(name)}`,
    );
    values.push({ name, ...rows[0]! });
  }
  return values;
}
