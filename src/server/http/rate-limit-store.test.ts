// The rate-limit counters in PostgreSQL: one allowance for every server process on the database, windows
// timed by the database's clock.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { rateLimitCounters } from '../db/schema.ts';
import { createDatabase } from '../test/harness.ts';
import { countHit, purgeClosedWindows } from './rate-limit-store.ts';

let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  const url = await createDatabase();
  // Two pools stand for two server processes.
  first = await connectDatabase(url, { poolSize: 4 });
  second = await connectDatabase(url, { poolSize: 4 });
});
afterAll(async () => {
  await first.close();
  await second.close();
});

const closeWindow = (db: DatabaseHandle, key: string) =>
  db.db
    .update(rateLimitCounters)
    .set({ windowEnds: sql`now() - interval '1 second'` })
    .where(eq(rateLimitCounters.key, key));

describe('rate-limit counters', () => {
  it('count hits from both processes on one key, concurrent ones included, each once', async () => {
    const key = 'address:198.51.100.7';
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => countHit((i % 2 ? first : second).db, key, 60_000)),
    );
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const hit of hits) {
      expect(hit.ttl).toBeGreaterThan(55_000);
      expect(hit.ttl).toBeLessThanOrEqual(60_000);
    }
  });

  it('keep the window of the first hit and start again at 1 once it has closed', async () => {
    const key = 'cook:abc';
    await countHit(first.db, key, 60_000);
    const [before] = await first.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    await countHit(second.db, key, 60_000);
    const [after] = await first.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    expect(after!.hits).toBe(2);
    expect(after!.windowEnds).toEqual(before!.windowEnds);

    await closeWindow(first, key);
    const restarted = await countHit(second.db, key, 60_000);
    expect(restarted.current).toBe(1);
    expect(restarted.ttl).toBeGreaterThan(55_000);
  });

  it('keep keys apart, and the purge removes only closed windows', async () => {
    await countHit(first.db, 'auth:a', 60_000);
    await countHit(first.db, 'auth:b', 60_000);
    await closeWindow(first, 'auth:a');
    await purgeClosedWindows(second.db);
    const keys = (await first.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
      (row) => row.key,
    );
    expect(keys).toContain('auth:b');
    expect(keys).not.toContain('auth:a');
  });
});
