// Builds the real app on its own fresh database for one test file, and signs people up through
// the real HTTP API. Nothing of ours is mocked.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { RecipeSearch } from '../modules/search/search.service.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';

export const origin = 'http://localhost:3000';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  cookie: string;
}

export interface TestApp {
  server: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** The searches' index: `await t.search.caughtUp()` after writing recipes straight to the database. */
  search: RecipeSearch;
  /** A request as a browser on our own page would send it (Origin set, cookie when given). */
  request(options: InjectOptions & { user?: TestUser }): Promise<LightMyRequestResponse>;
  signUp(name?: string): Promise<TestUser>;
  close(): Promise<void>;
}

/** A new database of this test's own: migrated (a copy of the template), or `empty` as a fresh install finds it. */
export async function createDatabase({ empty = false } = {}): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${empty ? 'template1' : template}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The error body of an API answer: its code and Spanish message. */
export const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string } }).error;

export function cookieFrom(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const url = await createDatabase();
  const database = await connectDatabase(url, { poolSize: 10 });
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sazon-app-')),
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: origin,
    AUTH_RATE_LIMIT: '100000',
    WRITE_RATE_LIMIT: '100000',
    // Tests post and comment from fresh accounts; the brakes' own tests turn them on.
    NEW_ACCOUNT_BRAKES: 'off',
    ...env,
  });
  const { server, search } = await buildApp({ config, database, serveClient: false });
  let counter = 0;

  const request: TestApp['request'] = ({ user, headers, ...options }) =>
    server.inject({
      ...options,
      headers: { origin, ...(user ? { cookie: user.cookie } : {}), ...headers },
    });

  async function signUp(name?: string): Promise<TestUser> {
    counter += 1;
    const slug = `${name ?? 'cocinera'}-${counter}-${randomBytes(3).toString('hex')}`.toLowerCase().replace(/[^a-z0-9-]/g, '');
    const email = `${slug}@ejemplo.com`;
    const displayName = name ?? slug;
    const response = await request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'Cocina-Segura-2026', name: displayName },
    });
    if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
    const body = response.json() as { user: { id: string } };
    return { id: body.user.id, email, name: displayName, cookie: cookieFrom(response) };
  }

  return {
    server,
    database,
    config,
    search,
    request,
    signUp,
    async close() {
      await server.close();
      await database.close();
    },
  };
}
