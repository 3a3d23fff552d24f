// A drawn page is sent as the browser would have got its reads (server/http/first-screen.ts): with the cookies
// they set (a session refreshed while drawing), never kept by a shared cache; a refused read draws nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadFirstScreenDrawer, sendDrawnPage } from './first-screen.ts';

let dir: string;
let app: FastifyInstance;
let listRefused = false;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sazon-first-screen-'));
  const [ssrDir, clientDir] = [join(dir, 'ssr'), join(dir, 'client')];
  mkdirSync(ssrDir);
  mkdirSync(clientDir);
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><body><div id="root"></div>\n</body></html>');
  // A stand-in for the app's drawing (its own build is tested in client/app/server-render.test.tsx).
  writeFileSync(
    join(ssrDir, 'server-render.js'),
    `export const screensToDraw = { '/pantalla': { signedIn: true, reads: ['/api/auth/get-session', '/api/lista'] } };
     export async function renderFirstScreen(url, answers) {
       return { html: '<p>' + answers['/api/auth/get-session'].user.name + ': ' + answers['/api/lista'].join(', ') + '</p>', readsScript: '' };
     }`,
  );
  app = Fastify();
  // better-auth extends a session a day old when it is read, and sets its cookie again.
  app.get('/api/auth/get-session', async (_request, reply) =>
    reply.header('set-cookie', 'better-auth.session_token=extendida; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax').send({ user: { name: 'Ana' } }),
  );
  app.get('/api/lista', async (_request, reply) => (listRefused ? reply.code(503).send({ error: 'no' }) : ['arepas', 'cachapas']));
  const drawer = await loadFirstScreenDrawer(app, ssrDir, clientDir);
  app.get('/pantalla', async (request, reply) => {
    const page = await drawer!.draw(request);
    return page ? sendDrawnPage(request, reply, page) : reply.type('text/html').send('el armazón');
  });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const visit = () => app.inject({ method: 'GET', url: '/pantalla', headers: { cookie: 'better-auth.session_token=vigente' } });

it('sends the drawn page with the cookies its reads set, kept by no shared cache', async () => {
  const response = await visit();
  expect(response.body).toBe('<!doctype html><html><body><div id="root"><p>Ana: arepas, cachapas</p></div>\n  </body></html>');
  expect(response.headers['set-cookie']).toEqual(['better-auth.session_token=extendida; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax']);
  expect(response.headers['cache-control']).toBe('private, no-cache');
  expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
});

it('draws nothing when a read is refused: the app shell is sent instead', async () => {
  listRefused = true;
  try {
    const response = await visit();
    expect(response.body).toBe('el armazón');
    expect(response.headers['set-cookie']).toBeUndefined();
  } finally {
    listRefused = false;
  }
});
