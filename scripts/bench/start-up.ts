// Bench: how long `npm start` takes to answer GET /api/health with 200 on a data folder that already exists
// (the embedded PostgreSQL initialised, migrated and seeded by a first, untimed start), the budget of issue 15.
// Each start runs in its own process group, stopped with SIGTERM as a process manager would (npm does not pass
// the signal on), and the next starts only once the whole group is gone.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../../src/server/free-port.ts';

export const startUpBudgetMs = 1500;

export interface StartUpMeasurement {
  /** Milliseconds from spawning `npm start` to the first 200 of /api/health, one per timed start. */
  times: number[];
  median: number;
  max: number;
}

/** Asks /api/health until it answers 200; the time of that answer is the measurement, so it asks every 5 ms. */
async function healthyAfter(port: number, startedAt: number, exited: Promise<unknown>): Promise<number> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error('npm start terminó antes de estar sano.');
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (answer?.status === 200) return performance.now() - startedAt;
    await answer?.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function timedStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    detached: true,
    stdio: 'ignore',
    // The embedded PostgreSQL of `dataDir`, whatever database the bench itself uses.
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WORKERS: '1' },
  });
  const exited = once(child, 'exit');
  try {
    return await healthyAfter(port, startedAt, exited);
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
}

/** One untimed start (it builds if the sources changed, and seeds the demo content), then `runs` timed ones. */
export async function measureStartUp(dataDir: string, runs: number, log: (message: string) => void): Promise<StartUpMeasurement> {
  log('Arranque: un primer npm start sin medir (compila si hace falta y crea los datos)...');
  await timedStart(dataDir);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await timedStart(dataDir));
  const sorted = [...times].sort((a, b) => a - b);
  return { times, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
}

export function startUpTable({ times, median, max }: StartUpMeasurement): string {
  return [
    '| arranque con datos existentes (npm start → /api/health 200) | arranques | mediana ms | máx ms | presupuesto |',
    '|---|---:|---:|---:|---:|',
    `| npm start | ${times.length} | ${median.toFixed(0)} | ${max.toFixed(0)} | ${startUpBudgetMs} ms |`,
  ].join('\n');
}
