// Starts the database (embedded unless DATABASE_URL is set), migrates, seeds once, and listens.
// The app's code and packages (most of the start-up time) load while the embedded PostgreSQL boots.
// SIGTERM or SIGINT stops it in order: new requests get 503, the requests in flight finish, live streams
// end (their browsers reconnect, to another server if there is one), the pool closes, and PostgreSQL last.
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import type { EmbeddedDatabase } from './db/embedded.ts';
import { holdServerLock } from './server-lock.ts';

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  // A wrong setting is the operator's to fix: say which, in Spanish, without a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`[sazon] La configuración no es válida:\n${error.message}`);
  process.exit(1);
}
const log = (message: string) => console.log(`[sazon] ${message}`);

const appCode = import('./serve.ts');
// Awaited below, once the database is up; a failure to load is reported there, not as unhandled meanwhile.
appCode.catch(() => {});

const stopSignals = ['SIGINT', 'SIGTERM'] as const;

/**
 * The embedded database's code, without the exit hook its package installs: at the first signal that hook
 * stops PostgreSQL (with requests still running on it) and exits with 128 + the signal. Here PostgreSQL is
 * stopped last, by shutdown below.
 */
async function loadEmbeddedDatabase() {
  const hookedSignals = [...stopSignals, 'SIGHUP'] as const;
  const listenersBefore = new Map(hookedSignals.map((signal) => [signal, process.listeners(signal)]));
  const embeddedCode = await import('./db/embedded.ts');
  for (const signal of hookedSignals) {
    for (const listener of process.listeners(signal)) {
      if (!listenersBefore.get(signal)!.includes(listener)) process.off(signal, listener);
    }
  }
  return embeddedCode;
}

let embedded: EmbeddedDatabase | undefined;
let releaseLock = () => {};
let url = config.databaseUrl;
if (!url) {
  releaseLock = holdServerLock(config.dataDir);
  log(`Iniciando PostgreSQL embebido en ${config.dataDir}/postgres ...`);
  const { startEmbeddedPostgres } = await loadEmbeddedDatabase();
  embedded = await startEmbeddedPostgres(config.dataDir, log);
  url = embedded.url;
}
const { serve } = await appCode;
const running = await serve(config, url, log);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal} recibido: cerrando...`);
  await running.close();
  await embedded?.stop().catch(() => {});
  releaseLock();
  log('Cerrado.');
  process.exit(0);
}
for (const signal of stopSignals) process.on(signal, () => void shutdown(signal));
log(`Sazón está listo en ${config.publicUrl}`);
