// The app on a running database: migrates, seeds the demo content once, and listens (main.ts starts it).
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { seedDemoContentOnce } from './seed/seed.ts';
import { createStorage } from './storage/storage.ts';

export async function serve(
  config: AppConfig,
  databaseUrl: string,
  log: (message: string) => void,
): Promise<{ close(): Promise<void> }> {
  const database = await connectDatabase(databaseUrl);
  const storage = createStorage(config);
  if (config.seedDemo) await seedDemoContentOnce(database.db, storage, log);
  const { server } = await buildApp({ config, database, logger: true, storage });
  await server.listen({ port: config.port, host: config.host });
  return {
    async close() {
      await server.close().catch(() => {});
      await database.close().catch(() => {});
    },
  };
}
