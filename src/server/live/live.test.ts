import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { es } from '#shared/i18n/es.ts';
import { buildApp, type App } from '../app.ts';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { liveEvents } from '../db/schema.ts';
import { liveApplicationName, publishLive } from './live-hub.ts';
import { fitToOpenFiles, softOpenFilesLimit } from './open-streams.ts';
import { openStream } from './sse-reader.ts';

let a: TestApp;
let secondDb: DatabaseHandle;
let b: App;
let baseB: string;

beforeAll(async () => {
  a = await createTestApp();
  // A second server process on the same database: its own pool, its own LISTEN connection.
  secondDb = await connectDatabase(a.database.url, { poolSize: 2 });
  b = await buildApp({ config: a.config, database: secondDb, serveClient: false });
  await b.server.listen({ port: 0, host: '127.0.0.1' });
  const address = b.server.server.address();
  baseB = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await b.server.close();
  await secondDb.close();
  await a.close();
});

/**
 * Reads SSE frames from a live stream until the `ready` event and `count` ordinary events arrived.
 * onOpen runs once the stream is ready (subscribed and replayed), so what it publishes is heard.
 */
async function readEvents(url: string, count: number, headers: Record<string, string> = {}, onOpen?: () => Promise<void>) {
  const stream = await openStream(url, headers);
  expect(stream.status).toBe(200);
  let opened: Promise<void> | undefined;
  try {
    while (stream.events.filter((e) => e.name === 'message').length < count || !opened) {
      if (!(await stream.next())) break;
      if (!opened && stream.events.some((e) => e.name === 'ready')) opened = onOpen?.() ?? Promise.resolve();
    }
  } finally {
    stream.close();
    await opened;
  }
  return stream.events;
}

describe('/api/live', () => {
  it('an event written through one process reaches a client of another process', async () => {
    const events = await readEvents(`${baseB}/api/live?topics=recipe:abc`, 1, {}, async () => {
      await publishLive(a.database.db, 'recipe:abc', { type: 'comment.created', commentId: 'c1' });
    });
    expect(events.map((e) => e.name)).toEqual(['ready', 'message']);
    expect(events[1]!.data).toEqual({ topic: 'recipe:abc', type: 'comment.created', commentId: 'c1' });
  });

  it('only delivers the subscribed topics, and only after commit', async () => {
    const events = await readEvents(`${baseB}/api/live?topics=feed`, 1, {}, async () => {
      await publishLive(a.database.db, 'recipe:otra', { type: 'ignored' });
      await a.database.db
        .transaction(async (tx) => {
          await publishLive(tx, 'feed', { type: 'rolled-back' });
          throw new Error('rollback');
        })
        .catch(() => {});
      await publishLive(a.database.db, 'feed', { type: 'post.created' });
    });
    expect(events.filter((e) => e.name === 'message').map((e) => e.data.type)).toEqual(['post.created']);
  });

  it('resumes from Last-Event-ID', async () => {
    await publishLive(a.database.db, 'post:p1', { type: 'one' });
    const { rows } = await a.database.pool.query<{ id: string }>(`SELECT max(id) AS id FROM live_events WHERE topic = 'post:p1'`);
    const seen = rows[0]!.id;
    // Published while the client was away: replayed on reconnect, in order, nothing from before.
    await publishLive(a.database.db, 'post:p1', { type: 'two' });
    await publishLive(a.database.db, 'post:p1', { type: 'three' });
    const resumed = await readEvents(`${baseB}/api/live?topics=post:p1`, 2, { 'last-event-id': seen });
    expect(resumed.map((e) => e.data.type ?? e.name)).toEqual(['two', 'three', 'ready']);
    expect(resumed[2]).toMatchObject({ id: resumed[1]!.id, data: { resumed: true } });
  });

  it('says ready with the newest event id, so a new client can resume from there without any event of its own', async () => {
    await publishLive(a.database.db, 'recipe:otra-mas', { type: 'elsewhere' });
    const { rows } = await a.database.pool.query<{ id: string }>(`SELECT max(id) AS id FROM live_events`);
    const [ready, event] = await readEvents(`${baseB}/api/live?topics=recipe:u9`, 1, {}, async () => {
      await publishLive(a.database.db, 'recipe:u9', { type: 'profile.changed' });
    });
    expect(ready).toEqual({ id: Number(rows[0]!.id), name: 'ready', data: { resumed: false } });
    expect(event).toMatchObject({ name: 'message', data: { type: 'profile.changed' } });
    expect(event!.id).toBeGreaterThan(ready!.id);
    // The query form of the resume point (EventSource cannot set headers on a new connection).
    const resumed = await readEvents(`${baseB}/api/live?topics=recipe:u9&lastEventId=${ready!.id}`, 1);
    expect(resumed.map((e) => e.name)).toEqual(['message', 'ready']);
    expect(resumed[0]!.data.type).toBe('profile.changed');
  });

  it('sends a heartbeat comment on a quiet stream', async () => {
    // A third process whose heartbeat comes every 50 ms instead of every 15 s.
    const quick = await buildApp({ config: { ...a.config, live: { ...a.config.live, heartbeatMs: 50 } }, database: secondDb, serveClient: false });
    await quick.server.listen({ port: 0, host: '127.0.0.1' });
    const address = quick.server.server.address();
    const stream = await openStream(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/live?topics=post:quiet`);
    try {
      expect(await stream.until((e) => e.name === 'ready')).toBeDefined();
      while (!stream.comments.includes('ping')) expect(await stream.next()).toBe(true);
      expect(stream.events.filter((e) => e.name === 'message')).toEqual([]);
    } finally {
      stream.close();
      await quick.server.close();
    }
  });

  it('one event reaches every stream of two processes, its frame serialised once per process', async () => {
    await a.server.listen({ port: 0, host: '127.0.0.1' });
    const address = a.server.server.address();
    const baseA = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const topic = 'recipe:multitud';
    // 15 a process: under the 20 streams one address may hold.
    const streams = await Promise.all(
      Array.from({ length: 30 }, (_, i) => openStream(`${i % 2 ? baseA : baseB}/api/live?topics=${topic}`)),
    );
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      for (const stream of streams) await stream.until((e) => e.name === 'ready');
      await publishLive(a.database.db, topic, { type: 'comment.created', commentId: 'c-multitud' });
      const received = await Promise.all(streams.map((stream) => stream.until((e) => e.name === 'message')));
      const framesBuilt = stringify.mock.calls.filter(([value]) => (value as { topic?: unknown } | null)?.topic === topic);
      expect(framesBuilt).toHaveLength(2);
      expect(new Set(received.map((event) => JSON.stringify(event)))).toHaveLength(1);
      expect(received[0]!.data).toEqual({ topic, type: 'comment.created', commentId: 'c-multitud' });
    } finally {
      stringify.mockRestore();
      for (const stream of streams) stream.close();
    }
  });

  it('cleans up on disconnect', async () => {
    const hubListeners = () => (b.live as unknown as { listeners: Map<string, Set<unknown>> }).listeners;
    const stream = await openStream(`${baseB}/api/live?topics=post:u1`);
    await stream.until((e) => e.name === 'ready');
    expect(hubListeners().has('post:u1')).toBe(true);
    stream.close();
    await vi.waitFor(() => expect(hubListeners().has('post:u1')).toBe(false));
  });

  it("lets a cook listen to their own topic only (403 for someone else's, or signed out)", async () => {
    const ana = await a.signUp('Ana Oyente');
    const otro = await a.signUp('Otro');
    const refused = [
      await a.request({ method: 'GET', url: `/api/live?topics=user:${ana.id}` }),
      await a.request({ method: 'GET', url: `/api/live?topics=feed,user:${otro.id}`, user: ana }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(es.errors.liveTopicForbidden);
    }
    const [ready, event] = await readEvents(`${baseB}/api/live?topics=feed,user:${ana.id}`, 1, { cookie: ana.cookie }, async () => {
      await publishLive(a.database.db, `user:${ana.id}`, { type: 'profile.updated' });
    });
    expect(ready!.name).toBe('ready');
    expect(event!.data).toEqual({ topic: `user:${ana.id}`, type: 'profile.updated' });
  });

  it('refuses bad topics with a Spanish 400', async () => {
    const res = await a.request({ method: 'GET', url: '/api/live?topics=' + encodeURIComponent("recipe:1;DROP TABLE") });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Tema de actualizaciones no válido.');
  });
});

describe('/api/live replay and the LISTEN connection', () => {
  it('says resumed: false, and replays nothing, when the client is too far behind to replay', async () => {
    const before = await b.live.newestId();
    await a.database.pool.query(
      `INSERT INTO live_events (topic, payload) SELECT 'recipe:lejos', '{"type":"old"}'::jsonb FROM generate_series(1, 501)`,
    );
    const events = await readEvents(`${baseB}/api/live?topics=recipe:lejos`, 0, { 'last-event-id': String(before) });
    expect(events).toEqual([{ id: await b.live.newestId(), name: 'ready', data: { resumed: false } }]);
  });

  it('purges events older than a day, and keeps the others', async () => {
    const [old] = await a.database.db
      .insert(liveEvents)
      .values({ topic: 'recipe:viejo', payload: { type: 'old' }, createdAt: new Date(Date.now() - 2 * 24 * 3600_000) })
      .returning({ id: liveEvents.id });
    const [fresh] = await a.database.db.insert(liveEvents).values({ topic: 'recipe:viejo', payload: { type: 'new' } }).returning({ id: liveEvents.id });
    await b.live.purge();
    const left = await a.database.db.select({ id: liveEvents.id }).from(liveEvents).where(eq(liveEvents.topic, 'recipe:viejo'));
    expect(left).toEqual([fresh]);
    expect(left).not.toContainEqual(old);
  });

  it('re-listens after losing its LISTEN connection and still delivers what was published meanwhile', async () => {
    const lost = once(b.live.events, 'disconnected');
    const back = once(b.live.events, 'listening');
    const events = await readEvents(`${baseB}/api/live?topics=recipe:corte`, 2, {}, async () => {
      await a.database.pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
        [liveApplicationName],
      );
      await lost;
      // Published while nobody listens: only the catch-up after reconnecting can deliver it.
      await publishLive(a.database.db, 'recipe:corte', { type: 'during' });
      await back;
      await publishLive(a.database.db, 'recipe:corte', { type: 'after' });
    });
    expect(events.filter((e) => e.name === 'message').map((e) => e.data.type)).toEqual(['during', 'after']);
  });
});

describe('/api/live after a long LISTEN gap', () => {
  it('ends the streams when too much was missed to catch up, so each client resumes through its own replay', async () => {
    const stream = await openStream(`${baseB}/api/live?topics=recipe:hueco`);
    await stream.until((e) => e.name === 'ready');
    // Written without a notice, as if while nobody listened: only the catch-up after reconnecting sees them.
    await a.database.pool.query(
      `INSERT INTO live_events (topic, payload) SELECT 'recipe:hueco', '{"type":"missed"}'::jsonb FROM generate_series(1, 1001)`,
    );
    await a.database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [liveApplicationName],
    );
    expect(await stream.until(() => false)).toBeUndefined();
    expect(stream.events.filter((e) => e.name === 'message')).toEqual([]);
  });
});

describe('/api/live open streams', () => {
  async function listening(env: Record<string, string> = {}) {
    const app = await createTestApp(env);
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.server.address();
    return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
  }

  it('2,000 attempts from one address: 20 streams open, the rest get a Spanish 429, and /api/health keeps answering', async () => {
    const { app, base } = await listening();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    const accepted: http.IncomingMessage[] = [];
    const refused: { status: number; body: { error: { code: string; message: string } } }[] = [];
    const attempt = () =>
      new Promise<void>((resolve, reject) => {
        http
          .get(`${base}/api/live?topics=feed`, { agent }, (res) => {
            if (res.statusCode === 200) {
              accepted.push(res);
              return resolve();
            }
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => {
              refused.push({ status: res.statusCode ?? 0, body: JSON.parse(body) });
              resolve();
            });
          })
          .on('error', reject);
      });
    try {
      for (let batch = 0; batch < 8; batch += 1) {
        await Promise.all(Array.from({ length: 250 }, attempt));
        const health = await fetch(`${base}/api/health`);
        expect(health.status).toBe(200);
      }
      expect(accepted).toHaveLength(20);
      expect(refused).toHaveLength(1980);
      for (const { status, body } of refused) {
        expect(status).toBe(429);
        expect(body).toEqual({ error: { code: 'LIVE_TOO_MANY_STREAMS', message: es.errors.liveTooManyStreams } });
      }
    } finally {
      agent.destroy();
      await app.close();
    }
  });

  it('caps the streams of one cook and of the whole process, and a shutdown ends the open ones', async () => {
    const { app, base } = await listening({ LIVE_STREAMS_PER_USER: '2', LIVE_STREAMS_MAX: '4' });
    const ana = await app.signUp('Ana');
    const bea = await app.signUp('Bea');
    const open = (user?: { cookie: string }) => openStream(`${base}/api/live?topics=feed`, user ? { cookie: user.cookie } : {});
    const streams = [await open(ana), await open(ana)];
    const anaThird = await fetch(`${base}/api/live?topics=feed`, { headers: { cookie: ana.cookie } });
    expect(anaThird.status).toBe(429);
    expect(await anaThird.json()).toEqual({ error: { code: 'LIVE_TOO_MANY_STREAMS', message: es.errors.liveTooManyStreams } });
    // Another cook, and a visitor, still get theirs up to the process's cap.
    streams.push(await open(bea), await open());
    expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200]);
    const full = await fetch(`${base}/api/live?topics=feed`);
    expect(full.status).toBe(429);
    expect(await full.json()).toEqual({ error: { code: 'LIVE_SERVER_FULL', message: es.errors.liveServerFull } });
    for (const stream of streams) await stream.until((e) => e.name === 'ready');
    await app.close();
    for (const stream of streams) expect(await stream.next()).toBe(false);
  });

  it('ends a stream after its lifetime, frees its place, and the client resumes with Last-Event-ID', async () => {
    const { app, base } = await listening({ LIVE_STREAM_LIFETIME_SECONDS: '0.5', LIVE_STREAMS_PER_ADDRESS: '1' });
    try {
      await publishLive(app.database.db, 'recipe:vida', { type: 'before' });
      const first = await openStream(`${base}/api/live?topics=recipe:vida`);
      const ready = await first.until((e) => e.name === 'ready');
      expect((await fetch(`${base}/api/live?topics=recipe:vida`)).status).toBe(429);
      // The server ends the stream by itself, and its place is free again at once.
      expect(await first.until(() => false)).toBeUndefined();
      await publishLive(app.database.db, 'recipe:vida', { type: 'while-away' });
      const resumed = await readEvents(`${base}/api/live?topics=recipe:vida`, 1, { 'last-event-id': String(ready!.id) });
      expect(resumed.map((e) => e.data.type ?? e.data)).toEqual(['while-away', { resumed: true }]);
    } finally {
      await app.close();
    }
  });
});

describe('the pool a live event is written through', () => {
  it('keeps two connections through a quiet spell, so the next write (and its event) does not wait for a new one', async () => {
    const handle = await connectDatabase(a.database.url, { poolSize: 4 });
    try {
      const busy = await Promise.all(Array.from({ length: 4 }, () => handle.pool.connect()));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      for (const client of busy) client.release();
      vi.advanceTimersByTime(60_000);
      expect(handle.pool.totalCount).toBe(2);
    } finally {
      vi.useRealTimers();
      await handle.close();
    }
  });
});

describe('open-files ceiling', () => {
  it('reads the soft limit and keeps a fifth of it free for everything else', () => {
    const limits = 'Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 4096                 files\n';
    expect(softOpenFilesLimit(limits)).toBe(1024);
    expect(softOpenFilesLimit(limits.replace('1024 ', 'unlimited'))).toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), 'sazon-limits-'));
    writeFileSync(join(dir, 'limits'), limits);
    expect(fitToOpenFiles(10_000, join(dir, 'limits'))).toBe(819);
    expect(fitToOpenFiles(500, join(dir, 'limits'))).toBe(500);
    expect(fitToOpenFiles(10_000, join(dir, 'missing'))).toBe(10_000);
  });
});
