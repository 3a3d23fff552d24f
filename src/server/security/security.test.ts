// The attack suite (issue 10): bad input anywhere gets the right 4xx, a Spanish message in the API's
// shape, and nothing written. Every route is listed once below; a new endpoint is covered by adding one
// line to `writeRoutes` (or `readRoutes`), and a new kind of attack by adding one describe block.
import { createECDH, randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '#shared/i18n/es.ts';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import { createTestApp, origin, type TestApp, type TestUser } from '../test/harness.ts';
import { fingerprinter } from './db-fingerprint.ts';
import { sendFromAnotherProcess, type WireAnswer } from './outside-client.ts';

/** Real things of the API the routes act on, made through the API; `:name` in a URL or a body stands for one. */
interface Fixtures {
  /** The signed-in cook who sends every request. */
  cook: TestUser;
  cookEmail: string;
  other: string;
  ownRecipe: string;
  otherRecipe: string;
  post: string;
  otherPost: string;
  cookSession: string;
  cookTimer: string;
  catalogKind: string;
  /** A fresh word, for values that must be new (e-mails, catalogue names). */
  unique: string;
}

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** A valid JSON body: every string in it is a text field to attack. */
  body?: unknown;
}

const password = 'Cocina-Segura-2026';
/** A cook timer that ends within the hour of the test run. */
const timerInput = () => ({ endsAt: new Date(Date.now() + 3600_000).toISOString(), label: 'Hervir la pasta' });

/** Every write of the API. One line per route. */
const writeRoutes: Route[] = [
  { method: 'POST', url: '/api/recipes', body: recipeInput() },
  { method: 'PUT', url: '/api/recipes/:ownRecipe', body: recipeInput({ name: 'Arepa de queso' }) },
  { method: 'DELETE', url: '/api/recipes/:ownRecipe' },
  { method: 'POST', url: '/api/recipes/:otherRecipe/views' },
  { method: 'PUT', url: '/api/recipes/:otherRecipe/rating', body: { stars: 4 } },
  { method: 'DELETE', url: '/api/recipes/:otherRecipe/rating' },
  { method: 'PUT', url: '/api/recipes/:otherRecipe/favorite' },
  { method: 'DELETE', url: '/api/recipes/:otherRecipe/favorite' },
  { method: 'POST', url: '/api/recipes/:otherRecipe/comments', body: { comment: '¡Qué rica!' } },
  { method: 'POST', url: '/api/catalog/:catalogKind', body: { name: 'Molcajete :unique' } },
  {
    method: 'POST',
    url: '/api/cook-sessions',
    body: { recipeId: ':otherRecipe', fromPantry: { selected: ['Harina de maíz', 'Aguacate'] } },
  },
  { method: 'POST', url: '/api/cook-sessions/:cookSession/finish', body: { rating: 5 } },
  { method: 'POST', url: '/api/posts', body: { text: 'Hoy cociné arepas.' } },
  { method: 'PATCH', url: '/api/posts/:post', body: { text: 'Hoy cociné arepas de queso.' } },
  { method: 'DELETE', url: '/api/posts/:post' },
  { method: 'PUT', url: '/api/posts/:otherPost/like' },
  { method: 'DELETE', url: '/api/posts/:otherPost/like' },
  { method: 'PUT', url: '/api/posts/:otherPost/favorite' },
  { method: 'DELETE', url: '/api/posts/:otherPost/favorite' },
  { method: 'POST', url: '/api/posts/:otherPost/comments', body: { text: '¡Se ven deliciosas!' } },
  { method: 'PUT', url: '/api/users/:other/follow' },
  { method: 'DELETE', url: '/api/users/:other/follow' },
  { method: 'POST', url: '/api/achievements/seen', body: { ids: ['first_recipe'] } },
  {
    method: 'POST',
    url: '/api/push/subscriptions',
    body: { endpoint: 'https://push.ejemplo.com/:unique', keys: { p256dh: createECDH('prime256v1').generateKeys('base64url'), auth: randomBytes(16).toString('base64url') } },
  },
  { method: 'DELETE', url: '/api/push/subscriptions', body: { endpoint: 'https://push.ejemplo.com/:unique' } },
  { method: 'POST', url: '/api/cook-timers', body: { ...timerInput(), recipeId: ':otherRecipe' } },
  { method: 'DELETE', url: '/api/cook-timers/:cookTimer' },
  {
    method: 'PATCH',
    url: '/api/me',
    body: { username: 'Cocinera feliz', bio: 'Cocino arepas.', favoriteCuisine: 'Venezolana' },
  },
  // better-auth, through the /api/auth/* bridge.
  {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    body: { email: 'nueva-:unique@ejemplo.com', password, name: 'Nueva cocinera' },
  },
  { method: 'POST', url: '/api/auth/sign-in/email', body: { email: ':cookEmail', password } },
  { method: 'POST', url: '/api/auth/update-user', body: { name: 'Ana María' } },
  {
    method: 'POST',
    url: '/api/auth/change-password',
    body: { currentPassword: password, newPassword: 'Otra-Clave-Segura-2026' },
  },
  { method: 'POST', url: '/api/auth/sign-out' },
];

/** Reads with route and query parameters (a value of each is attacked). One line per route. */
const readRoutes: string[] = [
  '/api/recipes?q=arepa&nationality=Venezolana&difficulty=medio&mealType=Almuerzo',
  '/api/recipes/:ownRecipe',
  '/api/recipes/:ownRecipe/comments?limit=10',
  '/api/recipes/random?mealType=Almuerzo',
  '/api/search/ingredients?have=Aguacate',
  '/api/search/craving?q=arepa',
  '/api/posts/:post',
  '/api/posts/:post/comments',
  '/api/users/:other',
  '/api/me/favorite-posts',
  '/api/live?topics=feed',
  '/api/auth/get-session?disableCookieCache=true',
];

/** Lists that take a keyset cursor, with the cursor kind each expects. */
const cursorLists: Array<[url: string, tag: 'n' | 'f' | 'c']> = [
  ['/api/recipes', 'n'],
  ['/api/recipes?filter=featured', 'f'],
  ['/api/recipes?filter=mine', 'n'],
  ['/api/recipes/:ownRecipe/comments', 'c'],
  ['/api/posts', 'n'],
  ['/api/me/favorite-posts', 'n'],
  ['/api/posts/:post/comments', 'c'],
];

let t: TestApp;
let f: Fixtures;
let fingerprint: () => Promise<Record<string, string>>;

async function created(response: { statusCode: number; body: string; json: () => unknown }): Promise<string> {
  if (response.statusCode !== 201)
    throw new Error(`fixture not created: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

/**
 * A cook, another cook, their recipes and posts, and an open cook session: all through the API. Given
 * `others`, a new cook with things of their own acts on the same other cook's things.
 */
async function makeFixtures(others?: Fixtures): Promise<Fixtures> {
  const write = (user: TestUser, url: string, payload: object) =>
    t.request({ method: 'POST', url, user, payload }).then(created);
  const cook = await t.signUp('cocinera');
  let otherThings: Pick<Fixtures, 'other' | 'otherRecipe' | 'otherPost'>;
  if (others)
    otherThings = { other: others.other, otherRecipe: others.otherRecipe, otherPost: others.otherPost };
  else {
    const other = await t.signUp('vecino');
    otherThings = {
      other: other.id,
      otherRecipe: await write(other, '/api/recipes', recipeInput({ name: 'Cachapa con queso' })),
      otherPost: await write(other, '/api/posts', { text: 'Cachapas para todos.' }),
    };
  }
  return {
    cook,
    cookEmail: cook.email,
    ...otherThings,
    ownRecipe: await write(cook, '/api/recipes', recipeInput()),
    post: await write(cook, '/api/posts', { text: 'Mi primera arepa.' }),
    cookSession: await write(cook, '/api/cook-sessions', { recipeId: otherThings.otherRecipe }),
    cookTimer: await write(cook, '/api/cook-timers', timerInput()),
    catalogKind: 'tools',
    unique: randomBytes(4).toString('hex'),
  };
}

// The names of Fixtures that a URL or a body may stand for (all but the cook, who sends).
const placeholder =
  /:(cookEmail|other|ownRecipe|otherRecipe|post|otherPost|cookSession|cookTimer|catalogKind|unique)\b/g;
type FixtureName = Exclude<keyof Fixtures, 'cook'>;
const paramsOf = (url: string) => [...url.matchAll(placeholder)].map((match) => match[1] as FixtureName);

/** The URL with its `:names` filled in; `replace` puts raw (already encoded) text in place of one of them. */
function fill(url: string, fixtures: Fixtures, replace?: { param: string; raw: (value: string) => string }) {
  return url.replace(placeholder, (_, name: FixtureName) => {
    const value = encodeURIComponent(fixtures[name]);
    return replace?.param === name ? replace.raw(value) : value;
  });
}

/** The body with the `:names` in its strings filled in. */
const fillBody = (body: unknown, fixtures: Fixtures): unknown =>
  JSON.parse(JSON.stringify(body), (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(placeholder, (_, name: FixtureName) => fixtures[name]) : value,
  );

/** Paths of every string of a body, e.g. ['steps', 1, 'tools', 0]. */
function textPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  return [];
}

function withText(body: unknown, path: Array<string | number>, change: (text: string) => string): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>(
      (node, key) => node[key] as Record<string | number, unknown>,
      copy,
    );
  const last = path.at(-1)!;
  parent[last] = change(parent[last] as string);
  return copy;
}

/** Sends as the cook; a body is sent as JSON, and a string as JSON text just as it is. */
const send = (method: Route['method'], url: string, body?: unknown) =>
  t.request({
    method,
    url,
    user: f.cook,
    ...(body === undefined
      ? {}
      : {
          payload: typeof body === 'string' ? body : JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        }),
  });

/** JSON when it is JSON; otherwise the text itself, so a wrong answer shows in the test's diff. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What a refused request must look like: the status, the API's error shape, and no change anywhere. */
async function refusal(method: Route['method'], url: string, body?: unknown) {
  const before = await fingerprint();
  const response = await send(method, url, body);
  const written = JSON.stringify(await fingerprint()) !== JSON.stringify(before);
  return { status: response.statusCode, body: parsed(response.body), written };
}

const refused = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
  written: false,
});
const badCharacters = refused(400, 'BAD_CHARACTERS', es.errors.badCharacters);
const badUrl = refused(400, 'BAD_URL', es.errors.badUrl);

/** The two characters no text of ours may hold: PostgreSQL refuses NUL, and a lone surrogate has no UTF-8. */
const badTexts = [
  { name: 'a NUL byte', add: (text: string) => `${text}\u0000` },
  { name: 'a lone surrogate', add: (text: string) => `${text}\uD800` },
];

/** Ways to spoil a value inside a URL, and the refusal each gets. */
const urlAttacks = [
  { name: 'a NUL byte', raw: (value: string) => `${value}%00`, expected: badCharacters },
  {
    name: 'a lone surrogate (as UTF-8 bytes, which do not exist)',
    raw: (value: string) => `${value}%ED%A0%80`,
    expected: badUrl,
  },
  { name: 'a malformed % escape', raw: (value: string) => `${value}%E0%A4%A`, expected: badUrl },
];

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_BYTES: String(1024 * 1024) });
  f = await makeFixtures();
  fingerprint = await fingerprinter(t.database.pool);
});
afterAll(() => t.close());

describe('bad characters in every text field of every write route', () => {
  for (const route of writeRoutes.filter((r) => textPaths(r.body).length)) {
    for (const bad of badTexts) {
      it(`${route.method} ${route.url}: ${bad.name} in each text field is refused`, async () => {
        const body = fillBody(route.body, f);
        for (const path of textPaths(body)) {
          const outcome = await refusal(route.method, fill(route.url, f), withText(body, path, bad.add));
          expect({ field: path.join('.'), ...outcome }).toEqual({ field: path.join('.'), ...badCharacters });
        }
      });
    }
  }

  it('a bad character in a key, or a body nested deeper than any of ours, is refused too', async () => {
    expect(await refusal('PATCH', '/api/me', { bio: 'Hola', 'x\u0000': 1 })).toEqual(badCharacters);
    // Deep enough to overflow the stack of whoever walks it recursively (the bridge's JSON.stringify did: a 500).
    const deep = `{"email":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
    expect(await refusal('POST', '/api/auth/sign-in/email', deep)).toEqual(
      refused(400, 'TOO_DEEP', es.errors.tooDeep),
    );
  });
});

describe('bad route parameters', () => {
  const routes: Route[] = [
    ...writeRoutes,
    ...readRoutes.map((url) => ({ method: 'GET' as const, url: url.split('?')[0]! })),
  ];
  for (const route of routes.filter((r) => paramsOf(r.url).length)) {
    it(`${route.method} ${route.url}: a NUL byte, a lone surrogate, a malformed escape or an over-long id is a 400`, async () => {
      for (const param of paramsOf(route.url)) {
        const body = route.body === undefined ? undefined : fillBody(route.body, f);
        for (const attack of urlAttacks) {
          const url = fill(route.url, f, { param, raw: attack.raw });
          expect({ attack: attack.name, url, ...(await refusal(route.method, url, body)) }).toEqual({
            attack: attack.name,
            url,
            ...attack.expected,
          });
        }
        const long = fill(route.url, f, { param, raw: () => 'a'.repeat(150) });
        expect(await refusal(route.method, long, body)).toEqual(
          refused(400, 'PARAM_TOO_LONG', es.errors.badUrl),
        );
      }
    });
  }

  it('a NUL byte in better-auth’s path is a 400 too', async () => {
    expect(await refusal('GET', '/api/auth/get-session%00')).toEqual(badCharacters);
    expect(await refusal('POST', '/api/auth/sign-in%00/email', { email: f.cook.email, password })).toEqual(
      badCharacters,
    );
  });
});

describe('bad query parameters', () => {
  for (const template of readRoutes.filter((url) => url.includes('?'))) {
    it(`GET ${template}: a NUL byte, a lone surrogate or a malformed escape in each parameter is a 400`, async () => {
      const [path, query] = template.split('?') as [string, string];
      for (const [name, value] of new URLSearchParams(query)) {
        for (const attack of urlAttacks) {
          const params = new URLSearchParams(query);
          params.delete(name);
          const rest = params.toString();
          const url = `${fill(path, f)}?${rest ? `${rest}&` : ''}${name}=${attack.raw(encodeURIComponent(value))}`;
          expect({ attack: attack.name, url, ...(await refusal('GET', url)) }).toEqual({
            attack: attack.name,
            url,
            ...attack.expected,
          });
        }
      }
    });
  }

  it('the malformed escape of the report (/api/recipes?q=%E0%A4%A) is a 400', async () => {
    expect(await refusal('GET', '/api/recipes?q=%E0%A4%A')).toEqual(badUrl);
  });
});

describe('impossible cursors', () => {
  const impossibleDates = [
    '2024-02-30T10:00:00.000000Z',
    '2024-13-01T10:00:00.000000Z',
    '2024-01-01T24:00:00.000000Z',
    '0000-01-01T00:00:00.000000Z',
  ];
  for (const [template, tag] of cursorLists) {
    it(`GET ${template}: a cursor with an impossible date is a 400`, async () => {
      for (const date of impossibleDates) {
        const parts = tag === 'f' ? [tag, 3, date, f.ownRecipe] : [tag, date, f.ownRecipe];
        const cursor = Buffer.from(JSON.stringify(parts)).toString('base64url');
        const url = `${fill(template, f)}${template.includes('?') ? '&' : '?'}cursor=${cursor}`;
        expect({ date, ...(await refusal('GET', url)) }).toEqual({
          date,
          ...refused(400, 'INVALID_CURSOR', es.recipes.errors.invalidCursor),
        });
      }
    });
  }
});

describe('the framework’s own errors in the API’s shape', () => {
  it('an unknown API route is a 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect(await refusal(method, '/api/no-existe')).toEqual(
        refused(404, 'NOT_FOUND', es.errors.routeNotFound),
      );
    }
  });

  it('a path the router cannot decode is a 400', async () => {
    expect(await refusal('GET', '/api/recipes/%E0%A4%A')).toEqual(badUrl);
  });

  it('a JSON body to better-auth that is not an object is a 400', async () => {
    for (const json of ['5', 'true', 'null', '[]', '"hola"']) {
      expect({ json, ...(await refusal('POST', '/api/auth/update-user', json)) }).toEqual({
        json,
        ...refused(400, 'VALIDATION', es.errors.validation),
      });
    }
  });

  it('better-auth’s HTML error page and its plain-text 404 are JSON in Spanish', async () => {
    const page = await send('GET', '/api/auth/error?error=state_mismatch');
    expect(page.headers['content-type']).toContain('application/json');
    expect({ status: page.statusCode, body: page.json() as unknown }).toEqual({
      status: 400,
      body: { error: { code: 'AUTH_ERROR', message: es.login.genericError } },
    });
    for (const method of ['GET', 'POST'] as const) {
      expect(await refusal(method, '/api/auth/no-existe', method === 'POST' ? {} : undefined)).toEqual(
        refused(404, 'NOT_FOUND', es.errors.routeNotFound),
      );
    }
  });
});

describe('over the wire, from a client in another process', () => {
  let base: string;
  beforeAll(async () => {
    base = await t.server.listen({ port: 0, host: '127.0.0.1' });
  });

  const answerOf = (answer: WireAnswer) =>
    'failed' in answer
      ? answer
      : {
          status: answer.status,
          json: answer.contentType.startsWith('application/json'),
          body: parsed(answer.body),
        };
  const wireError = (status: number, code: string, message: string) => ({
    status,
    json: true,
    body: { error: { code, message } },
  });

  it('a 10 MB JSON body to sign-in gets a readable 413, 20 times in a row', async () => {
    const before = await fingerprint();
    const request = {
      path: '/api/auth/sign-in/email',
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: {
        padded: {
          before: `{"email":"${f.cook.email}","password":"`,
          fill: 'x',
          bytes: 10 * 1024 * 1024,
          after: '"}',
        },
      },
    };
    const answers = await sendFromAnotherProcess(
      base,
      Array.from({ length: 20 }, () => request),
    );
    expect(answers.map(answerOf)).toEqual(
      Array.from({ length: 20 }, () => wireError(413, 'FST_ERR_CTP_BODY_TOO_LARGE', es.errors.bodyTooLarge)),
    );
    expect(await fingerprint()).toEqual(before);
  });

  it('a 10 MB JSON body to any other route gets a readable 413 too', async () => {
    const padded = { before: '{"text":"', fill: 'x', bytes: 10 * 1024 * 1024, after: '"}' };
    const headers = { 'content-type': 'application/json', origin, cookie: f.cook.cookie };
    const answers = await sendFromAnotherProcess(
      base,
      Array.from({ length: 5 }, () => ({ path: '/api/posts', method: 'POST', headers, body: { padded } })),
    );
    expect(answers.map(answerOf)).toEqual(
      Array.from({ length: 5 }, () => wireError(413, 'FST_ERR_CTP_BODY_TOO_LARGE', es.errors.bodyTooLarge)),
    );
  });

  it('an upload over the limit gets a readable 413, with a length and streamed without one', async () => {
    const before = await fingerprint();
    const headers = { origin, cookie: f.cook.cookie };
    const upload = (streamed: boolean) => ({
      path: '/api/uploads',
      method: 'POST',
      headers,
      body: { form: { fields: { purpose: 'post' }, fileBytes: 3 * 1024 * 1024, streamed } },
    });
    const answers = await sendFromAnotherProcess(base, [false, false, false, true, true, true].map(upload));
    for (const answer of answers.map(answerOf)) {
      expect(answer).toMatchObject({
        status: 413,
        json: true,
        body: { error: { message: es.editor.uploads.tooLarge } },
      });
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('a client that goes on sending far past the limit is cut off (what the server reads is bounded)', async () => {
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    socket.on('error', () => {}); // the cut shows as a reset here
    // Not events.once: it rejects on that reset.
    const event = (name: string) => new Promise<void>((resolve) => socket.once(name, () => resolve()));
    let isClosed = false;
    const closed = event('close').then(() => (isClosed = true));
    await event('connect');
    const total = 256 * 1024 * 1024;
    socket.write(
      `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 'x');
    let sent = 0;
    while (!isClosed && sent < total) {
      if (!socket.write(chunk)) await Promise.race([event('drain'), closed]);
      sent += chunk.length;
    }
    const cut = isClosed;
    socket.destroy();
    expect(cut).toBe(true);
    expect(sent).toBeLessThan(total);
  });

  it('a URL longer than Node reads is a 414, and headers too large a 431', async () => {
    const answers = await sendFromAnotherProcess(base, [
      { path: `/api/recipes?q=${'a'.repeat(20_000)}` },
      { path: '/api/recipes', headers: { 'x-relleno': 'b'.repeat(20_000) } },
    ]);
    expect(answers.map(answerOf)).toEqual([
      wireError(414, 'URL_TOO_LONG', es.errors.urlTooLong),
      wireError(431, 'HEADERS_TOO_LARGE', es.errors.headersTooLarge),
    ]);
  });
});

describe('the tables are honest: each valid request is accepted', () => {
  // An open event stream never ends, so /api/live is left out here.
  const reads = readRoutes
    .filter((url) => !url.startsWith('/api/live'))
    .map((url) => ({ method: 'GET' as const, url }));
  for (const route of [...writeRoutes, ...reads]) {
    it(`${route.method} ${route.url}`, async () => {
      // A fresh cook with fresh things for each write, so a delete or a sign-out does not spoil the next one.
      const own = route.method === 'GET' ? f : await makeFixtures(f);
      const response = await t.request({
        method: route.method,
        url: fill(route.url, own),
        user: own.cook,
        ...('body' in route && route.body ? { payload: fillBody(route.body, own) as object } : {}),
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300);
    });
  }
});
