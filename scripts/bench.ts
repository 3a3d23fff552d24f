// npm run bench: seeds BENCH_RECIPES generated recipes once (kept in data/bench, or in DATABASE_URL) and says
// how long that took, prints the plans of the measured SQL, then measures with autocannon at 50 connections
// every scenario exported by the files of scripts/bench/ (each exports `scenarios`, and may export
// `explain(db)`):
// - cached: the scenarios not marked `cold`, against a server with its answer caches, next to a bare Fastify
//   route and GET /api/health served by the same process;
// - cold: the scenarios marked `cold` (cold-search.ts), against a second server started with
//   ANSWER_CACHES=off, every request a question not asked before in the run; then BENCH_SINGLE more of
//   each, one at a time, for the worst single query.
// It checks the budgets of DESIGN §7 (scenarios marked `reference` are shown but not held to them): p95 ≤
// 30 ms cached; cold p95 and every single cold query ≤ 30 ms up to 100,000 recipes and ≤ 50 ms above; list
// throughput ≥ 25 % of the bare route. The servers run in child processes so the load generator does not
// share their event loop.
//
// Load average is printed with the results: on a busy machine the times are pessimistic, while the
// server CPU per request stays comparable between runs.
// Then live fan-out (live-fanout.ts): BENCH_LIVE_CLIENTS SSE streams on one recipe's topic, held by separate
// client processes, on one server process and then split between two on the same database, with the live
// caps lifted for the run; a comment posted through the API must reach them at p95 ≤ 250 ms (issue 14), and
// the servers' VmRSS growth per open stream is shown.
// Settings: BENCH_RECIPES (100000), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_SINGLE (300),
// BENCH_DATA_DIR (data/bench), DATABASE_URL (use that PostgreSQL instead of an embedded one),
// BENCH_LIVE_CLIENTS (1000,10000), BENCH_LIVE_SERVERS (1,2), BENCH_LIVE_CLIENTS_PER_PROCESS (10000, less when
// the open-files limit is lower),
// BENCH_CPU_PROF_DIR (write a --cpu-prof profile of every server child there).
// `npm run bench -- --seed-only` seeds and stops; `--live-only` (or BENCH_ONLY=live) measures only the live
// fan-out, on the database already seeded; `--cold-only` (or BENCH_ONLY=cold) only the bare route, health and
// the cold searches; `--start-up-only` (or BENCH_ONLY=start-up) only `npm start` to healthy on an existing data
// folder (bench/start-up.ts, BENCH_START_UPS timed starts, 7 by default), which the whole run measures first.
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
import { connectDatabase, type Database, type DatabaseHandle } from '../src/server/db/connect.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { fitToOpenFiles } from '../src/server/live/open-streams.ts';
import { fanoutFailures, fanoutTable, measureLiveFanout, parseCounts } from './bench/live-fanout.ts';
import { measure, oneAtATime, timedGet, type Measurement, type Scenario, type SingleQueries } from './bench/measure.ts';
import { seedBenchRecipes } from './bench/seed-recipes.ts';
import { measureStartUp, startUpBudgetMs, startUpTable } from './bench/start-up.ts';

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
  // The live fan-out reads this process's VmRSS after the fullest collection (the one V8 runs before giving up
  // on memory, which also shrinks the young generation): garbage would blur the memory per stream. V8 hands
  // freed pages back to the system in the background, hence the waits.
  const collectAll = () => globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  process.on('SIGUSR2', () => {
    collectAll();
    setTimeout(() => {
      collectAll();
      setTimeout(() => console.log('BENCH_COLLECTED'), 1000);
    }, 1000);
  });
}

/** A server child, ready to search: ports, pid, its CPU time, a full garbage collection, and a stop that waits for it to exit. */
async function startServer(databaseUrl: string, label: string, answerCaches: 'on' | 'off', extraEnv: Record<string, string> = {}) {
  const started = performance.now();
  const profile = env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${resolve(env.BENCH_CPU_PROF_DIR)}`] : [];
  // ANSWER_CACHES=off turns off every per-process cache of whole answers (book pages, searches).
  const child = spawn(process.execPath, [...profile, '--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    // The live bench comments from one fresh account, past a first day's allowance with many client counts.
    env: { ...env, NEW_ACCOUNT_BRAKES: 'off', ...extraEnv, BENCH_DATABASE_URL: databaseUrl, ANSWER_CACHES: answerCaches === 'off' ? 'off' : undefined },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let gone = false;
  const exited = new Promise<void>((resolveExit) =>
    child.once('exit', () => {
      gone = true;
      resolveExit();
    }),
  );
  const lines = createInterface({ input: child.stdout! });
  /** Resolves at the child's next line that matches. */
  const nextLine = (matches: (line: string) => boolean) =>
    new Promise<string>((resolveLine) => {
      const onLine = (line: string) => {
        if (!matches(line)) return;
        lines.off('line', onLine);
        resolveLine(line);
      };
      lines.on('line', onLine);
    });
  const ports = await new Promise<{ api: number; bare: number }>((resolveReady, reject) => {
    child.once('exit', (code) => reject(new Error(`el servidor del bench terminó (código ${code})`)));
    void nextLine((line) => line.startsWith('BENCH_READY ')).then((line) => resolveReady(JSON.parse(line.slice('BENCH_READY '.length))));
  });
  const ready = performance.now();
  const api = `http://127.0.0.1:${ports.api}`;
  // Searches wait for the in-process index's first load: the measuring starts once one has answered.
  while (!(await timedGet(`${api}/api/search/craving?q=pollo`).catch(() => ({ ok: false }))).ok) {
    if (gone) throw new Error('el servidor del bench terminó antes de poder buscar');
    await new Promise((wait) => setTimeout(wait, 500));
  }
  log(`${label}: escucha en ${((ready - started) / 1000).toFixed(1)} s, busca a los ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return {
    api,
    pid: child.pid!,
    bare: `http://127.0.0.1:${ports.bare}`,
    cpu: async () => ((await (await fetch(`http://127.0.0.1:${ports.bare}/cpu`)).json()) as { micros: number }).micros,
    collectGarbage: async () => {
      const collected = nextLine((line) => line === 'BENCH_COLLECTED');
      child.kill('SIGUSR2');
      await collected;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function loadScenarioModules(): Promise<[string, ScenarioModule][]> {
  const files = readdirSync(scenarioDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  const modules: [string, ScenarioModule][] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(`${scenarioDir}${file}`).href)) as ScenarioModule;
    // Files without scenarios are helpers (seeding, measuring, query mixes).
    if (Array.isArray(module.scenarios)) modules.push([file, module]);
  }
  return modules;
}

const ms = (n: number) => n.toFixed(1).padStart(7);

function loadTable(rows: [Measurement, budget: number | null][]): string {
  const header = `| escenario | peticiones/s | p50 ms | p95 ms | p99 ms | CPU del servidor µs/petición | consultas distintas | fallos | p95 máximo |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|`;
  const lines = rows.map(
    ([r, budget]) =>
      `| ${r.name} | ${r.perSecond.toFixed(0).padStart(7)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.cpuPerRequestUs.toFixed(0)} | ${r.distinct} | ${r.failures} | ${budget === null ? 'referencia' : `${budget} ms`} |`,
  );
  return [header, ...lines].join('\n');
}

function singleTable(rows: SingleQueries[], budget: number): string {
  const header = `| una consulta en frío cada vez | consultas | p50 ms | p99 ms | máx ms | fallos | máximo |\n|---|---:|---:|---:|---:|---:|---:|`;
  const lines = rows.map((r) => `| ${r.name} | ${r.count} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.failures} | ${budget} ms |`);
  return [header, ...lines].join('\n');
}

/** The search scenarios, cached and cold, and the single cold queries: prints their tables, answers what broke. */
async function measureSearches(databaseUrl: string, database: DatabaseHandle, total: number, running: { stop: () => Promise<void> }[], coldOnly: boolean) {
  const seconds = Number(env.BENCH_SECONDS ?? 10);
  const connections = Number(env.BENCH_CONNECTIONS ?? 50);
  const singles = Number(env.BENCH_SINGLE ?? 300);
  // DESIGN §7: 30 ms at 100,000 recipes; a book of 1,000,000 may take 50 ms cold.
  const cachedBudgetMs = 30;
  const coldBudgetMs = total <= 100_000 ? 30 : 50;
  await database.db.execute(sql`ANALYZE`);

  const modules = await loadScenarioModules();
  for (const [file, module] of modules) {
    if (module.explain) console.log(`\n== EXPLAIN (${file})\n${await module.explain(database.db)}`);
  }
  const all = modules.flatMap(([file, module]) => module.scenarios!.map((scenario) => [file, scenario] as const));
  const results: [Scenario, Measurement][] = [];
  const runAll = async (list: typeof all, server: Awaited<ReturnType<typeof startServer>>) => {
    for (const [file, scenario] of list) {
      log(`${file}: ${scenario.name}`);
      results.push([scenario, await measure(scenario, { connections, seconds, serverCpu: server.cpu, baseUrl: server.api })]);
    }
  };
  log(`Midiendo con autocannon: ${connections} conexiones, ${seconds} s por escenario.`);

  const cached = await startServer(databaseUrl, 'Servidor con cachés de respuestas', 'on');
  running.push(cached);
  const bare = await measure({ name: 'GET /bare (Fastify sin nada)', path: () => '/bare' }, { connections, seconds, serverCpu: cached.cpu, baseUrl: cached.bare });
  const health: Scenario = { name: 'GET /api/health', path: () => '/api/health', reference: true };
  await runAll([['bench.ts', health]], cached);
  if (!coldOnly) await runAll(all.filter(([, scenario]) => !scenario.cold), cached);
  await running.pop()!.stop();

  const cold = await startServer(databaseUrl, 'Servidor con ANSWER_CACHES=off', 'off');
  running.push(cold);
  const coldScenarios = all.filter(([, scenario]) => scenario.cold);
  await runAll(coldScenarios, cold);
  log(`Consultas en frío una a una: ${singles} de cada búsqueda...`);
  const single: SingleQueries[] = [];
  for (const [, scenario] of coldScenarios) {
    // Past every query the load asked, so none of these was asked before either.
    const from = results.find(([s]) => s === scenario)![1].issued;
    single.push(await oneAtATime(scenario, cold.api, from, singles));
    if (scenario.nextPage) single.push(await oneAtATime(scenario, cold.api, from + singles, singles, true));
  }
  await running.pop()!.stop();

  const budgetOf = (scenario: Scenario) => (scenario.reference ? null : scenario.cold ? coldBudgetMs : cachedBudgetMs);
  console.log(`\n${loadTable([[bare, null], ...results.map(([scenario, m]) => [m, budgetOf(scenario)] as [Measurement, number | null])])}\n`);
  console.log(`${singleTable(single, coldBudgetMs)}\n`);

  const failures: string[] = [];
  for (const [scenario, m] of results) {
    if (m.failures) failures.push(`${m.name}: ${m.failures} respuestas fallidas`);
    const budget = budgetOf(scenario);
    if (budget !== null && !(m.p95 <= budget)) failures.push(`${m.name}: p95 ${m.p95.toFixed(1)} ms > ${budget} ms`);
    const share = m.perSecond / bare.perSecond;
    if (scenario.minShareOfBare && share < scenario.minShareOfBare) {
      failures.push(`${m.name}: ${(share * 100).toFixed(0)} % de la ruta vacía < ${scenario.minShareOfBare * 100} %`);
    }
  }
  for (const s of single) {
    if (s.failures) failures.push(`${s.name}, una a una: ${s.failures} respuestas fallidas`);
    if (!(s.max <= coldBudgetMs)) failures.push(`${s.name}, una a una: máx ${s.max.toFixed(1)} ms > ${coldBudgetMs} ms`);
  }
  for (const [scenario, m] of results) {
    if (scenario.minShareOfBare) {
      const byCpu = (bare.cpuPerRequestUs / m.cpuPerRequestUs) * 100;
      log(`${m.name}: ${((m.perSecond / bare.perSecond) * 100).toFixed(0)} % de la ruta vacía (${byCpu.toFixed(0)} % según la CPU del servidor por petición)`);
    }
  }
  return failures;
}

/** `npm start` to healthy on an existing data folder (BENCH_START_UPS timed starts), held to issue 15's 1.5 s. */
async function benchStartUp(): Promise<string[]> {
  const measured = await measureStartUp(`${dataDir}/start-up`, Number(env.BENCH_START_UPS ?? 7), log);
  console.log(`\n${startUpTable(measured)}\n`);
  return measured.max > startUpBudgetMs ? [`arranque: ${measured.max.toFixed(0)} ms > ${startUpBudgetMs} ms`] : [];
}

function reportBudgets(failures: string[]) {
  log(`Carga media de la máquina (1/5/15 min): ${loadavg().map((n) => n.toFixed(1)).join(' / ')} con ${availableParallelism()} núcleos.`);
  if (failures.length) {
    log(`PRESUPUESTOS NO CUMPLIDOS:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    log('Todos los presupuestos de DESIGN §7 se cumplen.');
  }
}

async function main() {
  const total = Number(env.BENCH_RECIPES ?? 100_000);
  const liveOnly = process.argv.includes('--live-only') || env.BENCH_ONLY === 'live';
  const coldOnly = process.argv.includes('--cold-only') || env.BENCH_ONLY === 'cold';
  if (process.argv.includes('--start-up-only') || env.BENCH_ONLY === 'start-up') return reportBudgets(await benchStartUp());
  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(dataDir, log);
  const databaseUrl = env.DATABASE_URL ?? embedded!.url;
  const database = await connectDatabase(databaseUrl, { poolSize: 4 });
  const running: { stop: () => Promise<void> }[] = [];
  try {
    log(`Preparando ${total.toLocaleString('es-ES')} recetas generadas...`);
    const added = await seedBenchRecipes(database.db, total, log);
    log(added ? `${added.toLocaleString('es-ES')} recetas nuevas.` : 'Las recetas ya estaban sembradas.');
    if (process.argv.includes('--seed-only')) return;
    const failures = liveOnly || coldOnly ? [] : await benchStartUp();
    if (!liveOnly) failures.push(...(await measureSearches(databaseUrl, database, total, running, coldOnly)));

    const live = coldOnly ? [] : await measureLiveFanout({
      counts: parseCounts('BENCH_LIVE_CLIENTS', env.BENCH_LIVE_CLIENTS, '1000,10000'),
      serverCounts: parseCounts('BENCH_LIVE_SERVERS', env.BENCH_LIVE_SERVERS, '1,2'),
      // As many streams as its open-files limit allows: fewer client processes compete with the servers for the cores.
      perClientProcess: Number(env.BENCH_LIVE_CLIENTS_PER_PROCESS ?? fitToOpenFiles(10_000)),
      startServer: (label, liveEnv) => startServer(databaseUrl, label, 'on', liveEnv),
      log,
    });
    if (live.length) console.log(`\n${fanoutTable(live)}\n`);
    failures.push(...live.flatMap(fanoutFailures));
    log(`${total.toLocaleString('es-ES')} recetas.`);
    reportBudgets(failures);
  } finally {
    for (const server of running) await server.stop();
    await database.close();
    await embedded?.stop();
  }
}

if (process.argv.includes('--serve')) await serve(env.BENCH_DATABASE_URL!);
else await main();
