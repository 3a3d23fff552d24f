import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '#shared/i18n/es.ts';
import { buildApp, type App } from '../app.ts';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { publishLive } from './live-hub.ts';

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

/** Reads SSE frames from a live stream until `count` ordinary events arrived (the `ready` event comes too). */
async function readEvents(url: string, count: number, headers: Record<string, string> = {}, onOpen?: () => Promise<void>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: { id: number; name: string; data: Record<string, unknown> }[] = [];
  let buffer = '';
  const opened = onOpen?.();
  const timeout = setTimeout(() => controller.abort(), 5000);
  try {
    while (events.filter((e) => e.name === 'message').length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const id = /^id: (\d+)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        const name = /^event: (.*)$/m.exec(frame)?.[1] ?? 'message';
        if (id && data) events.push({ id: Number(id), name, data: JSON.parse(data) });
      }
    }
  } finally {
    clearTimeout(timeout);
    controller.abort();
    await opened;
  }
  return events;
}

describe('/api/live', () => {
  it('an event written through one process reaches a client of another process', async () => {
    const events = await readEvents(`${baseB}/api/live?topics=recipe:abc`, 1, {}, async () => {
      await new Promise((r) => setTimeout(r, 150));
      await publishLive(a.database.db, 'recipe:abc', { type: 'comment.created', commentId: 'c1' });
    });
    expect(events.map((e) => e.name)).toEqual(['ready', 'message']);
    expect(events[1]!.data).toEqual({ topic: 'recipe:abc', type: 'comment.created', commentId: 'c1' });
  });

  it('only delivers the subscribed topics, and only after commit', async () => {
    const events = await readEvents(`${baseB}/api/live?topics=feed`, 1, {}, async () => {
      await new Promise((r) => setTimeout(r, 150));
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
      await new Promise((r) => setTimeout(r, 150));
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

  it('sends heartbeats and cleans up on disconnect', async () => {
    const hubListeners = () => (b.live as unknown as { listeners: Map<string, Set<unknown>> }).listeners;
    const controller = new AbortController();
    const response = await fetch(`${baseB}/api/live?topics=post:u1`, { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    expect(hubListeners().has('post:u1')).toBe(true);
    controller.abort();
    await new Promise((r) => setTimeout(r, 200));
    expect(hubListeners().has('post:u1')).toBe(false);
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
      await new Promise((r) => setTimeout(r, 150));
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
