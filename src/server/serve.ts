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
      // A connection kept alive after its last answer would hold the close for its keep-alive timeout (72 s):
      // each one is closed as soon as it falls idle, while the requests still in flight finish.
      const closeIdle = setInterval(() => server.server.closeIdleConnections(), 100);
      await server.close().catch(() => {});
      clearInterval(closeIdle);
      await database.close().catch(() => {});
    },
  };
}
