// npm run seed: writes the demo cooks and recipes into the database if they are not there yet.
import { loadConfig } from '../src/server/config.ts';
import { connectDatabase } from '../src/server/db/connect.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { assertNoServerRunning } from '../src/server/server-lock.ts';
import { seedDemoContentOnce } from '../src/server/seed/seed.ts';
import { createStorage } from '../src/server/storage/storage.ts';

const config = loadConfig();
const log = (message: string) => console.log(`[seed] ${message}`);
if (!config.databaseUrl) assertNoServerRunning(config.dataDir);
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, log);
const database = await connectDatabase(config.databaseUrl ?? embedded!.url, { poolSize: 2 });
const storage = createStorage(config);
try {
  const created = await seedDemoContentOnce(database.db, storage, log);
  if (!created) log('El contenido de demostración ya estaba en la base de datos.');
} finally {
  await storage.close?.();
  await database.close();
  await embedded?.stop();
}
