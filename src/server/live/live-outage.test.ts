// A database outage under a running server: the app runs on its own embedded PostgreSQL (a fixed port,
// so its URL stays valid), which is stopped and started again while a live stream stays open.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { es } from '#shared/i18n/es.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.ts';
import { freePort } from '../free-port.ts';
import { cookieFrom, origin } from '../test/harness.ts';
import { publishLive } from './live-hub.ts';
import { openStream, type SseStream } from './sse-reader.ts';

let dataDir: string;
let port: number;
let postgres: EmbeddedDatabase;
let database: DatabaseHandle;
let app: App;
let base: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sazon-outage-'));
  port = await freePort();
  postgres = await startEmbeddedPostgres(dataDir, () => {}, port);
  database = await connectDatabase(postgres.url, { poolSize: 4 });
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: origin,
    SEED_DEMO: 'false',
  });
  app = await buildApp({ config, database, serveClient: false });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  vi.restoreAllMocks();
  for (const stream of streams) stream.close();
  await app?.server.close();
  await database?.close();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a database outage under the running server', () => {
  it('keeps the stream, answers 503 (not "signed out") meanwhile, and delivers events once the database is back', async () => {
    const signUp = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      payload: { email: 'ana.apagon@ejemplo.com', password: 'Cocina-Segura-2026', name: 'Ana' },
    });
    expect(signUp.statusCode).toBe(200);
    const cookie = cookieFrom(signUp);
    await publishLive(database.db, 'recipe:apagon', { type: 'before' });
    const stream = await openStream(`${base}/api/live?topics=recipe:apagon`, {}, 60_000);
    streams.push(stream);
    const ready = await stream.until((e) => e.name === 'ready');

    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lost = once(app.live.events, 'disconnected');
    // Two failed attempts prove the retries go on for as long as the outage lasts.
    const retrying = new Promise<void>((resolve) => {
      let failures = 0;
      app.live.events.on('retry-failed', () => (failures += 1) === 2 && resolve());
    });
    await postgres.stop();
    await lost;
    await retrying;

    // Idle pooled connections broke: logged, and the process goes on.
    expect(errorLog.mock.calls.flat().join('\n')).toContain('[sazon] Conexión con PostgreSQL perdida');
    const me = await app.server.inject({ method: 'GET', url: '/api/me', headers: { origin, cookie } });
    expect(me.statusCode).toBe(503);
    expect(me.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: es.errors.serviceUnavailable },
    });
    // better-auth's failed session query names the token among its parameters: it stays out of the logs.
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(errorLog.mock.calls.flat().map(String).join('\n')).not.toContain(token);
    // Without a cookie nobody needs the database to say "sign in".
    expect((await app.server.inject({ method: 'GET', url: '/api/me', headers: { origin } })).statusCode).toBe(
      401,
    );
    // A client resuming now cannot be replayed to: it is told to refetch.
    const resuming = await openStream(`${base}/api/live?topics=recipe:apagon`, {
      'last-event-id': String(ready!.id),
    });
    streams.push(resuming);
    expect(await resuming.until((e) => e.name === 'ready')).toMatchObject({ data: { resumed: false } });

    const back = once(app.live.events, 'listening');
    postgres = await startEmbeddedPostgres(dataDir, () => {}, port);
    await back;
    await publishLive(database.db, 'recipe:apagon', { type: 'after' });
    const event = await stream.until((e) => e.data.type === 'after');
    expect(event).toMatchObject({ name: 'message', data: { topic: 'recipe:apagon', type: 'after' } });
    expect(
      (await app.server.inject({ method: 'GET', url: '/api/me', headers: { origin, cookie } })).statusCode,
    ).toBe(200);
  });
});
