// npm run bench: seeds 100,000 generated recipes once (kept in data/bench, or in DATABASE_URL),
// prints the plans of the measured queries, then measures every scenario exported by the files of
// scripts/bench/ (each exports `scenarios`, and may export `explain(db)`) with autocannon at 50
// connections, next to a bare Fastify route served by the same server process, and checks the budgets
// of DESIGN §7 (scenarios marked `reference` are shown but not held to them). The server runs in a
// child process so the load generator does not share its event loop.
//
// Load average is printed with the results: on a busy machine the times are pessimistic, while the
// server CPU per request stays comparable between runs.
// Settings: BENCH_RECIPES (100000), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_DATA_DIR (data/bench),
// DATABASE_URL (use that PostgreSQL instead of an embedded one).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { connectDatabase, type Database } from '../src/server/db/connect.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { measure, type Measurement, type Scenario } from './bench/measure.ts';
import { seedBenchRecipes } from './bench/seed-recipes.ts';

const p95BudgetMs = 30;
const scenarioDir = fileURLToPath(new URL('./bench/', import.meta.url));
const env = process.env;
const dataDir = resolve(env.BENCH_DATA_DIR ?? 'data/bench');
const log = (message: string) => console.log(`[bench] ${message}`);

interface ScenarioModule {
  scenarios?: Scenario[];
  explain?: (db: Database) => Promise<string>;
}

/** Child mode: the real API and a bare Fastify route, in one process, on loopback ports. */
async function serve(databaseUrl: string) {
  const database = await connectDatabase(databaseUrl);
  const config = loadConfig({ ...env, DATA_DIR: `${dataDir}/app`, PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'error' });
  const { server } = await buildApp({ config, database, serveClient: false });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  // The load generator reads this process's CPU time around each run (its own requests are negligible).
  bare.get('/cpu', async () => {
    const { user, system } = process.cpuUsage();
    return { micros: user + system };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
  console.log(`BENCH_READY ${JSON.stringify({ api: port(server), bare: port(bare) })}`);
  process.on('SIGTERM', () => {
    void Promise.allSettled([server.close(), bare.close()]).then(() => database.close().finally(() => process.exit(0)));
  });
}

function startServer(databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    env: { ...env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<{ api: number; bare: number }>((resolveReady, reject) => {
    child.once('exit', (code) => reject(new Error(`el servidor del bench terminó (código ${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('BENCH_READY ')) resolveReady(JSON.parse(line.slice('BENCH_READY '.length)));
    });
  });
  return { child, ready };
}

async function loadScenarioModules(): Promise<[string, ScenarioModule][]> {
  const files = readdirSync(scenarioDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  const modules: [string, ScenarioModule][] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(`${scenarioDir}${file}`).href)) as ScenarioModule;
    // Files without scenarios are helpers (seeding, measuring).
    if (Array.isArray(module.scenarios)) modules.push([file, module]);
  }
  return modules;
}

const ms = (n: number) => n.toFixed(1).padStart(7);

function table(rows: Measurement[], references: Set<string>): string {
  const header = `| escenario | peticiones/s | p50 ms | p95 ms | p99 ms | CPU del servidor µs/petición | fallos |\n|---|---:|---:|---:|---:|---:|---:|`;
  const lines = rows.map(
    (r) => `| ${r.name}${references.has(r.name) ? ' (referencia)' : ''} | ${r.perSecond.toFixed(0).padStart(7)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.cpuPerRequestUs.toFixed(0)} | ${r.failures} |`,
  );
  return [header, ...lines].join('\n');
}

async function main() {
  const total = Number(env.BENCH_RECIPES ?? 100_000);
  const seconds = Number(env.BENCH_SECONDS ?? 10);
  const connections = Number(env.BENCH_CONNECTIONS ?? 50);
  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, log);
  const databaseUrl = env.DATABASE_URL ?? embedded!.url;
  const database = await connectDatabase(databaseUrl, { poolSize: 4 });
  let child: ReturnType<typeof startServer>['child'] | undefined;
  try {
    log(`Preparando ${total.toLocaleString('es-ES')} recetas generadas...`);
    const added = await seedBenchRecipes(database.db, total, log);
    log(added ? `${added.toLocaleString('es-ES')} recetas nuevas.` : 'Las recetas ya estaban sembradas.');
    await database.db.execute(sql`ANALYZE`);

    const modules = await loadScenarioModules();
    for (const [file, module] of modules) {
      if (module.explain) console.log(`\n== EXPLAIN (${file})\n${await module.explain(database.db)}`);
    }

    const server = startServer(databaseUrl);
    child = server.child;
    const ports = await server.ready;
    const serverCpu = async () => ((await (await fetch(`http://127.0.0.1:${ports.bare}/cpu`)).json()) as { micros: number }).micros;
    const options = { connections, seconds, serverCpu };
    log(`Midiendo con autocannon: ${connections} conexiones, ${seconds} s por escenario.`);
    const bare = await measure({ name: 'GET /bare (Fastify sin nada)', path: () => '/bare' }, { ...options, baseUrl: `http://127.0.0.1:${ports.bare}` });
    const results: [Scenario, Measurement][] = [];
    for (const [file, module] of modules) {
      for (const scenario of module.scenarios!) {
        log(`${file}: ${scenario.name}`);
        results.push([scenario, await measure(scenario, { ...options, baseUrl: `http://127.0.0.1:${ports.api}` })]);
      }
    }

    const references = new Set(results.filter(([scenario]) => scenario.reference).map(([, m]) => m.name));
    console.log(`\n${table([bare, ...results.map(([, m]) => m)], references)}\n`);
    log(`Carga media de la máquina (1/5/15 min): ${loadavg().map((n) => n.toFixed(1)).join(' / ')} con ${availableParallelism()} núcleos.`);
    const failures: string[] = [];
    for (const [scenario, m] of results) {
      if (m.failures) failures.push(`${m.name}: ${m.failures} respuestas fallidas`);
      if (scenario.reference) continue;
      if (!(m.p95 <= p95BudgetMs)) failures.push(`${m.name}: p95 ${m.p95.toFixed(1)} ms > ${p95BudgetMs} ms`);
      const share = m.perSecond / bare.perSecond;
      if (scenario.minShareOfBare && share < scenario.minShareOfBare) {
        failures.push(`${m.name}: ${(share * 100).toFixed(0)} % de la ruta vacía < ${scenario.minShareOfBare * 100} %`);
      }
    }
    for (const [scenario, m] of results) {
      if (scenario.minShareOfBare) {
        const byCpu = (bare.cpuPerRequestUs / m.cpuPerRequestUs) * 100;
        log(`${m.name}: ${((m.perSecond / bare.perSecond) * 100).toFixed(0)} % de la ruta vacía (${byCpu.toFixed(0)} % según la CPU del servidor por petición)`);
      }
    }
    if (failures.length) {
      log(`PRESUPUESTOS NO CUMPLIDOS:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      log('Todos los presupuestos de DESIGN §7 se cumplen.');
    }
  } finally {
    child?.kill('SIGTERM');
    await database.close();
    await embedded?.stop();
  }
}

if (process.argv.includes('--serve')) await serve(env.BENCH_DATABASE_URL!);
else await main();
