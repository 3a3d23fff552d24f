// The compiled server (npm run build): it needs nothing outside the production dependencies, starts with plain
// node on a real database, and stops at once, in Spanish, on a wrong setting.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../src/server/free-port.ts';
import { createDatabase } from '../src/server/test/harness.ts';
import { optionalPackages } from './build-server.ts';
import { compiledServerForTests, packageOf, runServer as runServerIn } from './server-process.test-kit.ts';

const { outDir, built } = compiledServerForTests();
const runServer = (env: Record<string, string>) => runServerIn(outDir, env);
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

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
