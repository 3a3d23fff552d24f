// Starts the database (embedded unless DATABASE_URL is set), migrates, seeds once, and listens.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { seedDemoContentOnce } from './seed/seed.ts';
import { holdServerLock } from './server-lock.ts';
import { createStorage } from './storage/storage.ts';

const config = loadConfig();
const log = (message: string) => console.log(`[sazon] ${message}`);

let embedded: EmbeddedDatabase | undefined;
let releaseLock = () => {};
let url = config.databaseUrl;
if (!url) {
  releaseLock = holdServerLock(config.dataDir);
  log(`Iniciando PostgreSQL embebido en ${config.dataDir}/postgres ...`);
  embedded = await startEmbeddedPostgres(config.dataDir, log);
  url = embedded.url;
}
const database = await connectDatabase(url);
const storage = createStorage(config);
if (config.seedDemo) await seedDemoContentOnce(database.db, storage, log);
const { server } = await buildApp({ config, database, logger: true, storage });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal} recibido: cerrando...`);
  await server.close().catch(() => {});
  await database.close().catch(() => {});
  await embedded?.stop().catch(() => {});
  releaseLock();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await server.listen({ port: config.port, host: config.host });
log(`Sazón está listo en ${config.publicUrl}`);
