// Test helper (not a test): the compiled server (npm run build's server half) built once per test file, and
// real server processes started from it with plain node, as `npm start` runs them.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { buildServer } from './build-server.ts';

export interface ServerRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Builds the server into node_modules/.cache for this test file (removed after it); `built` settles with the build. */
export function compiledServerForTests() {
  // Inside the project, so the bundle finds node_modules as it does in dist/server.
  const cacheDir = new URL('../node_modules/.cache/', import.meta.url).pathname;
  mkdirSync(cacheDir, { recursive: true });
  const outDir = mkdtempSync(join(cacheDir, 'sazon-server-build-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  return { outDir, built: buildServer(outDir) };
}

/** Runs the compiled server in `outDir` with `env`; `listening` resolves with its address, `exited` with its end. */
export function runServer(outDir: string, env: Record<string, string>) {
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
  const run: ServerRun = { code: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  const exited = new Promise<ServerRun>((resolve) => child.on('exit', (code) => resolve({ ...run, code })));
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
        reject(new Error(`El servidor terminó (${end.code}) sin escribir ${pattern}: ${end.stderr}`)),
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
