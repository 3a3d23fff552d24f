// The app on a running database: migrates, seeds the demo content once, and listens (main.ts starts it).
import type { Socket } from 'node:net';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { connectDatabase, underStartupLock } from './db/connect.ts';
import { seedDemoContentOnce } from './seed/seed.ts';
import { createStorage } from './storage/storage.ts';

/**
 * Connections per process: 20, shared out so that WORKERS processes stay within the embedded PostgreSQL's
 * 200 connections with room for their LISTEN connections and for backups.
 */
const poolSizeFor = (workers: number) => Math.min(20, Math.floor(150 / workers));

export async function serve(
  config: AppConfig,
  databaseUrl: string,
  log: (message: string) => void,
): Promise<{ close(): Promise<void> }> {
  const database = await connectDatabase(databaseUrl, { poolSize: poolSizeFor(config.workers) });
  const storage = createStorage(config);
  if (config.seedDemo) await underStartupLock(database.pool, () => seedDemoContentOnce(database.db, storage, log));
  const { server } = await buildApp({ config, database, logger: true, storage });
  // Connections that have not sent a byte yet: browsers open them ahead of need (preconnect), and Node counts
  // them as busy, so on shutdown they would hold the close until the headers timeout (60 s).
  const silentConnections = new Set<Socket>();
  server.server.on('connection', (socket: Socket) => {
    silentConnections.add(socket);
    const spoke = () => silentConnections.delete(socket);
    socket.once('data', spoke);
    socket.once('close', spoke);
  });
  await server.listen({ port: config.port, host: config.host });
  return {
    async close() {
      // A connection kept alive after its last answer would hold the close for its keep-alive timeout (72 s):
      // each one is closed as soon as it falls idle, while the requests still in flight finish.
      const closeIdle = setInterval(() => {
        server.server.closeIdleConnections();
        for (const socket of silentConnections) socket.destroy();
      }, 100);
      await server.close().catch(() => {});
      clearInterval(closeIdle);
      await database.close().catch(() => {});
    },
  };
}
