// One pool per process; migrations run at start from the committed SQL files.
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`: what a service passes to repositories. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository reads and writes through: the pool, or the caller's transaction. */
export type Executor = Database | Tx;
/** Column names in SQL are the schema's camelCase keys in snake_case (one rule, migration 0004). */
export const casing = 'snake_case';
export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

/** The SQL migrations and their journal: beside this file, or beside the bundle that holds it (dist/server). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** pg_advisory_lock key for the start-up work that must run once at a time on a database (any number). */
const startupLockKey = 7_104_211;

/**
 * Runs `work` on one connection that holds the database's start-up lock: several servers (or WORKERS
 * processes) starting together on one database migrate and seed one after the other, never twice at once.
 */
export async function underStartupLock<T>(pool: pg.Pool, work: (db: Database) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [startupLockKey]);
    try {
      return await work(drizzle(client, { schema, casing }));
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [startupLockKey]);
    }
  } finally {
    client.release();
  }
}

export async function connectDatabase(url: string, { poolSize = 20 } = {}): Promise<DatabaseHandle> {
  // Idle connections close after 10 s, all but two: a new one costs ~60 ms (its backend starts with cold
  // catalog caches), which the first write after a quiet spell would add to its live event's delivery.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, min: Math.min(2, poolSize) });
  // A dropped idle connection must not crash the process (the pool replaces it), but it is worth a log line.
  pool.on('error', (error) => console.error(`[sazon] Conexión con PostgreSQL perdida: ${error.message}`));
  const db = drizzle(pool, { schema, casing });
  await underStartupLock(pool, (locked) => migrate(locked, { migrationsFolder }));
  return { db, pool, url, close: () => pool.end() };
}
