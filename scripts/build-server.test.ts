// The compiled server (npm run build): it needs nothing outside the production dependencies, starts with plain
// node on a real database, and stops at once, in Spanish, on a wrong setting.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/free-port.ts';
import { createDatabase } from '../src/server/test/harness.ts';
import { buildServer, optionalPackages } from './build-server.ts';

// Inside the project, so the bundle finds node_modules as it does in dist/server.
const cacheDir = new URL('../node_modules/.cache/', import.meta.url).pathname;
mkdirSync(cacheDir, { recursive: true });
const outDir = mkdtempSync(join(cacheDir, 'sazon-server-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
const built = buildServer(outDir);
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** 'better-auth/api' → 'better-auth'; '@aws-sdk/client-s3' → '@aws-sdk/client-s3'. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the compiled server with `env` until `until(stdout)` holds (then hands over the process) or it exits. */
function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(outDir, 'main.js')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ ...run, code })));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(run.stdout)?.[1];
      if (address) resolve(address);
    });
    void exited.then((end) => reject(new Error(`El servidor terminó (${end.code}): ${end.stderr}`)));
  });
  listening.catch(() => {}); // a run that is meant to exit is awaited through `exited`
  /** Resolves once the server has printed `text`. */
  const printed = (text: string) =>
    new Promise<void>((resolve) => {
      const check = () => run.stdout.includes(text) && (child.stdout.off('data', check), resolve());
      child.stdout.on('data', check);
      check();
    });
  return { child, exited, listening, printed };
}

describe('the compiled server', () => {
  it('imports only Node built-ins and production dependencies', async () => {
    const { externalImports } = await built;
    const packages = externalImports
      .filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier))
      .map(packageOf)
      .filter((name) => !optionalPackages.includes(name));
    expect(packages.length).toBeGreaterThan(0);
    for (const name of packages)
      expect(packageJson.dependencies, `${name} no es una dependencia de producción`).toHaveProperty([name]);
  });

  it('starts with plain node on a database, answers its health check, and stops cleanly on SIGTERM', async () => {
    await built;
    const started = performance.now();
    const server = runServer({
      DATABASE_URL: await createDatabase(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'sazon-compiled-')),
      AUTH_SECRET: 'compiled-server-test-secret-0123456789',
    });
    const address = await server.listening;
    const health = await fetch(`${address}/api/health`);
    console.log(`servidor compilado: sano en ${Math.round(performance.now() - started)} ms`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    server.child.kill('SIGTERM');
    const end = await server.exited;
    expect(end.code).toBe(0);
    expect(end.stdout).toContain('SIGTERM recibido');
  });

  it('stops at once on a wrong setting, naming it in Spanish', async () => {
    await built;
    const end = await runServer({ PORT: 'ochenta', DATA_DIR: mkdtempSync(join(tmpdir(), 'sazon-compiled-')) })
      .exited;
    expect(end.code).toBe(1);
    expect(end.stderr).toContain('La configuración no es válida');
    expect(end.stderr).toMatch(/PORT .*«ochenta»/);
    expect(end.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('on SIGTERM lets the request in flight finish, ends the live streams, and stops its embedded PostgreSQL last', async () => {
    await built;
    const port = await freePort();
    const address = `http://localhost:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'sazon-compiled-'));
    const server = runServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: address,
      AUTH_SECRET: 'compiled-server-test-secret-0123456789',
    });
    await server.listening;

    const stream = await fetch(`${address}/api/live?topics=feed`);
    const streamEnded = (async () => {
      const reader = stream.body!.getReader();
      while (!(await reader.read()).done);
      return true;
    })();

    // A sign-up whose body is still arriving when the signal comes.
    const body = JSON.stringify({
      email: 'cierre@ejemplo.com',
      password: 'Cocina-Segura-2026',
      name: 'Cocinera Cierre',
    });
    let sendRest!: () => void;
    const restSent = new Promise<void>((resolve) => (sendRest = resolve));
    const signUp = fetch(`${address}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: address },
      duplex: 'half',
      body: new ReadableStream({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(body.slice(0, 20)));
          await restSent;
          controller.enqueue(new TextEncoder().encode(body.slice(20)));
          controller.close();
        },
      }),
    } as RequestInit);
    await server.printed('/api/auth/sign-up/email');

    server.child.kill('SIGTERM');
    await server.printed('SIGTERM recibido');
    expect(await streamEnded).toBe(true);
    sendRest();
    const answer = await signUp;
    expect(answer.status).toBe(200);

    const end = await server.exited;
    expect(end.code).toBe(0);
    expect(end.stdout).toContain('Cerrado.');
    expect(end.stdout).not.toContain('Conexión con PostgreSQL perdida');
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 90_000);
});
