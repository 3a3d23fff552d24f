// Where @fastify/rate-limit keeps its counters: in PostgreSQL, so every server process on the database counts
// against one allowance (a client alternating between servers behind a load balancer gets no more). Windows
// are fixed, as in the plugin's own stores, and timed by the database's clock, the one all servers share.
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { rateLimitCounters } from '../db/schema.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, counted?: Counted) => void;

/** Counters whose window closed this long ago are deleted (they would restart at 1 anyway). */
const purgeEveryMs = 10 * 60_000;

/** One hit on `key`: a new window of `windowMs` if the last one closed; the hits and milliseconds left. */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Counted> {
  const newWindowEnds = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const windowClosed = sql`${rateLimitCounters.windowEnds} <= now()`;
  const [counted] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEnds: newWindowEnds })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`CASE WHEN ${windowClosed} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
        windowEnds: sql`CASE WHEN ${windowClosed} THEN ${newWindowEnds} ELSE ${rateLimitCounters.windowEnds} END`,
      },
    })
    .returning({
      current: rateLimitCounters.hits,
      // clock_timestamp(), not now(): a statement that waited for a concurrent one began before its window did.
      ttl: sql<number>`greatest(0, floor(extract(epoch FROM ${rateLimitCounters.windowEnds} - clock_timestamp()) * 1000))::integer`,
    });
  return counted!;
}

export async function purgeClosedWindows(db: Database): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEnds, sql`now()`));
}

/** The store class @fastify/rate-limit instantiates (`store` option), bound to `db`. */
export function postgresRateLimitStore(db: Database) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    child(): PostgresRateLimitStore {
      return this;
    }
  };
}

/** Deletes closed windows every few minutes until the returned function is called. */
export function purgeRateLimitCountersRegularly(
  db: Database,
  log: { warn(message: string): void },
): () => void {
  const timer = setInterval(() => {
    purgeClosedWindows(db).catch((error: Error) =>
      log.warn(`No se pudieron borrar contadores vencidos: ${error.message}`),
    );
  }, purgeEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
