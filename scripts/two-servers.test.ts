// Two compiled servers on one PostgreSQL database and one S3 bucket (s3rver on loopback), as behind a load
// balancer: whichever server a request reaches, sessions, uploads, live updates, answer caches, rate limits
// and pushes behave as on one server. Then WORKERS: one server process that runs several copies of the app.
import { mkdtempSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import { openStream } from '../src/server/live/sse-reader.ts';
import {
  startFakePushService,
  type FakePushService,
} from '../src/server/modules/push/push-service.test-kit.ts';
import { startS3Peer, type S3Peer } from '../src/server/storage/s3rver.test-kit.ts';
import { makeImage, multipartBody } from '../src/server/storage/upload-fixtures.ts';
import { createDatabase } from '../src/server/test/harness.ts';
import { compiledServerForTests, runServer } from './server-process.test-kit.ts';

const { outDir, built } = compiledServerForTests();
const origin = 'http://sazon.pruebas';

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

let addressCounter = 0;
/** Each request comes (as the trusted proxy says) from its own client, unless the test names one. */
const nextAddress = () => `203.0.113.${(addressCounter += 1) % 250}`;

/** A request to one server as the browser on our page sends it. */
async function call(
  server: string,
  method: string,
  path: string,
  {
    json,
    body,
    headers = {},
    cookie,
    from = nextAddress(),
  }: { json?: unknown; body?: Buffer; headers?: Record<string, string>; cookie?: string; from?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${server}${path}`, {
    method,
    headers: {
      origin,
      'x-forwarded-for': from,
      ...(cookie ? { cookie } : {}),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: json === undefined ? body && new Uint8Array(body) : JSON.stringify(json),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    body: bytes,
    json: () => JSON.parse(bytes.toString()),
  };
}

interface Cook {
  id: string;
  cookie: string;
}

async function signUp(server: string, name: string): Promise<Cook> {
  const email = `${name.toLowerCase()}-${Date.now()}-${(addressCounter += 1)}@ejemplo.com`;
  const response = await fetch(`${server}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email, password: 'Cocina-Segura-2026', name }),
  });
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return {
    id: user.id,
    cookie: response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

let s3: S3Peer;
let push: FakePushService;
let databaseUrl: string;
let db: pg.Client;
let a: string;
let b: string;
const running: Array<ReturnType<typeof runServer>> = [];
const dataDirs: string[] = [];
let sharedEnv: Record<string, string>;

beforeAll(async () => {
  await built;
  s3 = await startS3Peer('sazon-dos-servidores');
  push = await startFakePushService();
  // An empty database, as a first deployment finds it: both servers migrate it at once.
  databaseUrl = await createDatabase({ empty: true });
  db = new pg.Client({ connectionString: databaseUrl });
  const vapid = webpush.generateVAPIDKeys();
  sharedEnv = {
    DATABASE_URL: databaseUrl,
    ...s3.env,
    AUTH_SECRET: 'dos-servidores-un-secreto-0123456789',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUBLIC_URL: origin,
    TRUST_PROXY: 'loopback',
    AUTH_RATE_LIMIT: '6',
    PUSH_ALLOW_LOOPBACK: 'true',
  };
  const start = (env: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sazon-server-'));
    const server = runServer(outDir, { ...sharedEnv, DATA_DIR: dataDir, ...env });
    running.push(server);
    dataDirs.push(dataDir);
    return server.listening;
  };
  [a, b] = await Promise.all([start(), start()]);
  await db.connect();
}, 120_000);

afterAll(async () => {
  await Promise.all(
    running.map(async (server) => {
      server.child.kill('SIGTERM');
      const end = await server.exited;
      expect(end.code).toBe(0);
    }),
  );
  await db.end();
  await push.close();
  await s3.close();
});

/** The two servers in turn, starting with `first`. */
const alternate = (first: string, second: string) => (i: number) => (i % 2 ? second : first);

describe('two servers on one database and one bucket', () => {
  it('migrated the empty database together, each migration once', async () => {
    const { rows } = await db.query<{ hash: string; n: string }>(
      'SELECT hash, count(*) AS n FROM drizzle.__drizzle_migrations GROUP BY hash',
    );
    const journal = (
      await import('../src/server/db/migrations/meta/_journal.json', { with: { type: 'json' } })
    ).default as { entries: unknown[] };
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.every((row) => row.n === '1')).toBe(true);
  });

  it('a session opened on one is valid on the other, and signing out on the other ends it on both', async () => {
    const cook = await signUp(a, 'Sesion');
    for (const server of [a, b]) {
      const me = await call(server, 'GET', '/api/me', { cookie: cook.cookie });
      expect(me.status).toBe(200);
      expect(me.json().id).toBe(cook.id);
    }
    expect((await call(b, 'POST', '/api/auth/sign-out', { cookie: cook.cookie, json: {} })).status).toBe(200);
    for (const server of [a, b])
      expect((await call(server, 'GET', '/api/me', { cookie: cook.cookie })).status).toBe(401);
  });

  it('a photo uploaded through one is served by the other, from the bucket and not from its disk', async () => {
    const cook = await signUp(a, 'Fotos');
    const { payload, headers } = multipartBody(
      { purpose: 'recipe' },
      { filename: 'tarta.jpg', contentType: 'image/jpeg', body: await makeImage('jpeg', 320, 240) },
    );
    const uploaded = await call(a, 'POST', '/api/uploads', { cookie: cook.cookie, body: payload, headers });
    expect(uploaded.status).toBe(201);
    const { url, key } = uploaded.json<{ url: string; key: string }>();
    const [fromA, fromB] = await Promise.all([call(a, 'GET', url), call(b, 'GET', url)]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.body.equals(fromA.body)).toBe(true);
    const { rows } = await db.query('SELECT 1 FROM uploads WHERE key = $1', [key]);
    expect(rows).toHaveLength(1);
    for (const dataDir of dataDirs) expect(readdirSync(dataDir)).not.toContain('uploads');
  });

  it('a post written on either reaches the live streams open on both', async () => {
    const cook = await signUp(a, 'Directo');
    for (const [writer, index] of [
      [a, 0],
      [b, 1],
    ] as const) {
      const streams = await Promise.all([a, b].map((server) => openStream(`${server}/api/live?topics=feed`)));
      try {
        await Promise.all(streams.map((stream) => stream.until((event) => event.name === 'ready')));
        const posted = await call(writer, 'POST', '/api/posts', {
          cookie: cook.cookie,
          json: { text: `Hoy cociné ${index}` },
        });
        expect(posted.status).toBe(201);
        const postId = posted.json().id;
        for (const stream of streams) {
          const event = await stream.until((e) => e.data.postId === postId);
          expect(event?.data.type).toBe('post.created');
        }
      } finally {
        for (const stream of streams) stream.close();
      }
    }
  });

  it('the answers one has cached are dropped when a recipe is saved on the other', async () => {
    const cook = await signUp(a, 'Caches');
    const name = `Guiso compartido ${Date.now()}`;
    const ingredient = `ajíes${Date.now()}`;
    const bookPath = `/api/recipes?q=${encodeURIComponent('guiso compartido')}`;
    const ingredientPath = `/api/search/ingredients?have=${encodeURIComponent(ingredient)}`;
    // Asked twice on B: the second answer comes from B's cache, which keeps answers for 10 s.
    for (let i = 0; i < 2; i += 1) {
      expect(JSON.stringify((await call(b, 'GET', bookPath)).json())).not.toContain(name);
      expect((await call(b, 'GET', ingredientPath)).status).toBe(200);
    }
    const saved = await call(a, 'POST', '/api/recipes', {
      cookie: cook.cookie,
      json: recipeInput({ name, ingredients: [ingredient, 'cebolla'] }),
    });
    expect(saved.status).toBe(201);
    // Well before the 10 s a cached answer lives: only the notice from A can have emptied B's caches.
    await expect
      .poll(async () => JSON.stringify((await call(b, 'GET', bookPath)).json()), {
        timeout: 3000,
        interval: 100,
      })
      .toContain(name);
    await expect
      .poll(async () => JSON.stringify((await call(b, 'GET', ingredientPath)).json()), {
        timeout: 3000,
        interval: 100,
      })
      .toContain(name);
  });

  it('rate limits count on the database: one allowance, whichever server is asked', async () => {
    const from = '198.51.100.23';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const server = alternate(a, b)(i);
      const attempt = await call(server, 'POST', '/api/auth/sign-in/email', {
        from,
        json: { email: 'nadie@ejemplo.com', password: 'no-es-la-clave' },
      });
      statuses.push(attempt.status);
    }
    // AUTH_RATE_LIMIT is 6 a minute: on one server each would have allowed 6, 12 in all.
    expect(statuses).toEqual([...Array(6).fill(401), ...Array(4).fill(429)]);
  });

  it('each timer rings once, whichever server set it and whichever sends it', async () => {
    const cook = await signUp(a, 'Relojes');
    const device = push.device();
    expect(
      (await call(b, 'POST', '/api/push/subscriptions', { cookie: cook.cookie, json: device.subscription }))
        .status,
    ).toBe(201);
    const endsAt = new Date(Date.now() + 1500).toISOString();
    const labels = Array.from({ length: 6 }, (_, i) => `Paso ${i + 1}`);
    for (const [i, label] of labels.entries()) {
      const set = await call(alternate(a, b)(i), 'POST', '/api/cook-timers', {
        cookie: cook.cookie,
        json: { endsAt, label },
      });
      expect(set.status).toBe(201);
    }
    const rung: string[] = [];
    for (let i = 0; i < labels.length; i += 1) rung.push((await device.next()).message.body);
    // A row leaves the outbox only after its push was answered: an empty outbox means every send is over.
    await expect
      .poll(async () => (await db.query('SELECT 1 FROM push_outbox')).rowCount, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(0);
    expect(device.received).toBe(labels.length);
    expect(rung.map((body) => labels.find((label) => body.includes(label))).sort()).toEqual(labels);
  });
});

describe('WORKERS', () => {
  it('runs that many processes on one port, each answering, all with the same sessions', async () => {
    const server = runServer(outDir, {
      ...sharedEnv,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'sazon-workers-')),
      WORKERS: '3',
    });
    running.push(server);
    const address = await server.listening;
    expect(server.run.stdout).toContain('(3 procesos)');
    const cook = await signUp(address, 'Procesos');
    const answeredBy = new Set<number>();
    for (let i = 0; i < 30; i += 1) {
      // A new connection each time, as many browsers would open: the processes take turns by connection.
      const status = await new Promise<number | undefined>((resolve, reject) =>
        get(
          `${address}/api/me`,
          { agent: false, headers: { cookie: cook.cookie, 'x-request-id': `workers-${i}` } },
          (response) => {
            response.resume();
            resolve(response.statusCode);
          },
        ).on('error', reject),
      );
      expect(status).toBe(200);
      await server.printed(`"reqId":"workers-${i}"`);
      const line = server.run.stdout.split('\n').find((l) => l.includes(`"reqId":"workers-${i}"`));
      answeredBy.add(Number(/"pid":(\d+)/.exec(line!)?.[1]));
    }
    expect(answeredBy.size).toBe(3);
    running.splice(running.indexOf(server), 1);
    server.child.kill('SIGTERM');
    const end = await server.exited;
    expect(end.code).toBe(0);
    expect(end.stdout).toContain('Cerrado.');
  }, 60_000);
});
