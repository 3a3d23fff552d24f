// The app shell's catch-all route serves client paths, leaves /api paths in the API's error shape and /r/ to the public recipe page.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '#shared/i18n/es.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { createDatabase } from '../test/harness.ts';

let app: App;
let database: DatabaseHandle;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'sazon-client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Sazón</title>');
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'fredoka-latin-700-normal-Ab12.woff2'), '');
  database = await connectDatabase(await createDatabase(), { poolSize: 2 });
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sazon-app-')),
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    CLIENT_DIST_DIR: clientDir,
  });
  app = await buildApp({ config, database, serveClient: true });
});

afterAll(async () => {
  await app.server.close();
  await database.close();
});

describe('with the app shell served', () => {
  it('a client route gets the shell', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/recipes' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Sazón</title>');
  });

  it("names the first screen's reads in a Link header for a signed-in cook, so the browser fetches them beside the code", async () => {
    const cookie = 'better-auth.session_token=x';
    const link = async (url: string, headers: Record<string, string> = { cookie }) =>
      (await app.server.inject({ method: 'GET', url, headers })).headers.link;
    const preload = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;
    expect(await link('/feed')).toBe([preload('/api/auth/get-session'), preload('/api/posts')].join(', '));
    expect(await link('/recipes')).toBe([preload('/api/auth/get-session'), preload('/api/recipes')].join(', '));
    // Filters in the address change the list's request: only the session is certain.
    expect(await link('/recipes?q=arepa')).toBe(preload('/api/auth/get-session'));
    expect(await link('/menu')).toBe(preload('/api/auth/get-session'));
    // Signed out, the list would be refused, and the session answers who is not signed in; a built file is not the shell.
    expect(await link('/feed', {})).toBe(preload('/api/auth/get-session'));
    expect(await link('/login', {})).toBe(preload('/api/auth/get-session'));
    expect(await link('/assets/fredoka-latin-700-normal-Ab12.woff2')).toBeUndefined();
  });

  it("a recipe's public page (/r/…) is the server's own HTML, not the shell, with the build's fonts", async () => {
    for (const url of ['/r/00000000-0000-4000-8000-000000000000', '/r/', '/r/a/b']) {
      const response = await app.server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain(`<h1>${es.publicRecipe.notFound.heading}</h1>`);
      expect(response.body, url).toContain("src:url(/assets/fredoka-latin-700-normal-Ab12.woff2) format('woff2')");
    }
  });

  it('an unknown /api path is a Spanish 404, an over-long id a Spanish 400', async () => {
    const unknown = await app.server.inject({ method: 'GET', url: '/api/nada' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: { code: 'NOT_FOUND', message: es.errors.routeNotFound } }]);
    for (const url of [`/api/recipes/${'a'.repeat(150)}`, `/api/posts/${'b'.repeat(101)}/comments?limit=5`]) {
      const long = await app.server.inject({ method: 'GET', url });
      expect([long.statusCode, long.json()]).toEqual([400, { error: { code: 'PARAM_TOO_LONG', message: es.errors.badUrl } }]);
    }
  });
});
