// Starts the database (embedded unless DATABASE_URL is set), migrates, seeds once, and listens.
// The app's code and packages (most of the start-up time) load while the embedded PostgreSQL boots.
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

let embedded: EmbeddedDatabase | undefined;
let releaseLock = () => {};
let url = config.databaseUrl;
if (!url) {
  releaseLock = holdServerLock(config.dataDir);
  log(`Iniciando PostgreSQL embebido en ${config.dataDir}/postgres ...`);
  // Loaded only here: with DATABASE_URL the embedded database's package (and its exit hooks) stays out.
  const { startEmbeddedPostgres } = await import('./db/embedded.ts');
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
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
log(`Sazón está listo en ${config.publicUrl}`);
