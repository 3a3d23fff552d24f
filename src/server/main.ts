// Starts the database (embedded unless DATABASE_URL is set), migrates, seeds once, and listens.
// The app's code and packages (most of the start-up time) load while the embedded PostgreSQL boots.
// With WORKERS above 1 this process only holds the database and WORKERS copies of the app share the port
// (node:cluster), as separate servers on one database would; a copy that dies is replaced.
// SIGTERM or SIGINT stops it in order: new requests get 503, the requests in flight finish, live streams
// end (their browsers reconnect, to another server if there is one), the pool closes, and PostgreSQL last.
import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import type { EmbeddedDatabase } from './db/embedded.ts';
import { loadEmbeddedDatabase } from './db/load-embedded.ts';
import { holdServerLock } from './server-lock.ts';

/** How a worker learns the database the primary started (the embedded one's port is chosen at start). */
const workerDatabaseVariable = 'SAZON_WORKER_DATABASE_URL';
/** More unexpected exits than this within a minute is a crash loop: stop instead of forking forever. */
const maxWorkerExitsPerMinute = 5;

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  // A wrong setting is the operator's to fix: say which, in Spanish, without a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`[sazon] La configuración no es válida:\n${error.message}`);
  process.exit(1);
}
const label = cluster.isWorker ? `[sazon ${cluster.worker!.id}]` : '[sazon]';
const log = (message: string) => console.log(`${label} ${message}`);
const isPrimaryOfWorkers = cluster.isPrimary && config.workers > 1;

// Awaited once the database is up; a failure to load is reported there, not as unhandled meanwhile.
const appCode = isPrimaryOfWorkers ? null : import('./serve.ts');
appCode?.catch(() => {});

const stopSignals = ['SIGINT', 'SIGTERM'] as const;
function onStopSignal(stop: (signal: string) => Promise<void>) {
  let stopping = false;
  for (const signal of stopSignals)
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log(`${signal} recibido: cerrando...`);
      void stop(signal).then(() => process.exit(0));
    });
}

/** DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (held by this process alone). */
async function startDatabase(): Promise<{ url: string; stop(): Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const releaseLock = holdServerLock(config.dataDir);
  log(`Iniciando PostgreSQL embebido en ${config.dataDir}/postgres ...`);
  const { startEmbeddedPostgres } = await loadEmbeddedDatabase();
  let embedded: EmbeddedDatabase;
  try {
    embedded = await startEmbeddedPostgres(config.dataDir, log);
  } catch (error) {
    releaseLock();
    throw error;
  }
  return {
    url: embedded.url,
    async stop() {
      await embedded.stop().catch(() => {});
      releaseLock();
    },
  };
}

async function startApp(databaseUrl: string) {
  const { serve } = await appCode!;
  return serve(config, databaseUrl, log);
}

/** Forks `config.workers` copies of the app on `databaseUrl`, replacing any that dies unexpectedly. */
async function startWorkers(databaseUrl: string) {
  const workers = new Set<Worker>();
  const recentExits: number[] = [];
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork({ [workerDatabaseVariable]: databaseUrl });
    workers.add(worker);
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      log(`El proceso ${worker.id} terminó (${signal ?? code}): se inicia otro.`);
      const now = Date.now();
      recentExits.push(now);
      while (recentExits[0]! < now - 60_000) recentExits.shift();
      if (recentExits.length > maxWorkerExitsPerMinute) {
        log(`Demasiados procesos terminaron en un minuto: se detiene Sazón.`);
        process.kill(process.pid, 'SIGTERM');
        return;
      }
      fork();
    });
    return worker;
  };
  await Promise.all(Array.from({ length: config.workers }, () => once(fork(), 'listening')));
  return {
    async close() {
      stopping = true;
      await Promise.all(
        [...workers].map(async (worker) => {
          const exited = once(worker, 'exit');
          worker.process.kill('SIGTERM');
          await exited;
        }),
      );
    },
  };
}

if (cluster.isWorker) {
  const running = await startApp(process.env[workerDatabaseVariable]!);
  onStopSignal(() => running.close());
} else {
  const database = await startDatabase();
  const running = isPrimaryOfWorkers ? await startWorkers(database.url) : await startApp(database.url);
  onStopSignal(async () => {
    await running.close();
    await database.stop();
    log('Cerrado.');
  });
  log(`Sazón está listo en ${config.publicUrl}${isPrimaryOfWorkers ? ` (${config.workers} procesos)` : ''}`);
}
