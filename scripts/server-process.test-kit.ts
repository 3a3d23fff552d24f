// Test helper (not a test): the compiled server (npm run build's server half) built once per test file, and
// real server processes started from it with plain node, as `npm start` runs them, or with `npm start` itself.
import { spawn, type SpawnOptions } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { buildServer } from './build-server.ts';

export interface ServerRun {
  code: number | null;
  /** The signal that ended the process, when one did. */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * A folder for a build of this test file, removed after it: inside the project (node_modules/.cache), so the
 * build finds the packages in node_modules as it does in dist.
 */
export function buildDirForTests(name: string): string {
  const cacheDir = new URL('../node_modules/.cache/', import.meta.url).pathname;
  mkdirSync(cacheDir, { recursive: true });
  const outDir = mkdtempSync(join(cacheDir, `sazon-${name}-build-`));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  return outDir;
}

/** The package an import names: 'better-auth/api' → 'better-auth'; '@aws-sdk/client-s3' → '@aws-sdk/client-s3'. */
export const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Builds the server for this test file (buildDirForTests); `built` settles with the build. */
export function compiledServerForTests() {
  const outDir = buildDirForTests('server');
  return { outDir, built: buildServer(outDir) };
}

/** Runs the compiled server in `outDir` with plain node and `env`, as runServerCommand runs a command. */
export function runServer(outDir: string, env: Record<string, string>) {
  return runServerCommand(process.execPath, [join(outDir, 'main.js')], env);
}

/**
 * Runs `command`, one that starts the server (such as `npm start`), with a loopback, no-demo environment plus
 * `env`: `listening` resolves with its address, `exited` with its end, `printed(text)` once it has printed it.
 */
export function runServerCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
  options: Pick<SpawnOptions, 'cwd' | 'detached'> = {},
) {
  const child = spawn(command, args, {
    ...options,
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
  const run: ServerRun = { code: null, signal: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  const exited = new Promise<ServerRun>((resolve) =>
    child.on('exit', (code, signal) => resolve({ ...run, code, signal })),
  );
  /** Resolves with the first match of `pattern` (a string: its first occurrence) once the server has printed it. */
  const printedMatch = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(run.stdout);
        if (!match) return;
        child.stdout.off('data', check);
        resolve(match);
      };
      child.stdout.on('data', check);
      check();
      void exited.then((end) =>
        reject(
          new Error(`El servidor terminó (${end.code ?? end.signal}) sin escribir ${pattern}: ${end.stderr}`),
        ),
      );
    });
  const printed = async (text: string) =>
    void (await printedMatch(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
  // The ready line (console) and the address (the JSON log, written on its own stream) may come in either order.
  const listening = Promise.all([
    printed('Sazón está listo'),
    printedMatch(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/),
  ]).then(([, address]) => address[1]!);
  listening.catch(() => {}); // a run that is meant to exit is awaited through `exited`
  return { child, run, exited, listening, printed };
}
