// One server per DATA_DIR: the embedded PostgreSQL belongs to whoever holds DATA_DIR/server.pid.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const lockFile = (dataDir: string) => join(dataDir, 'server.pid');

function runningPid(dataDir: string): number | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8'));
  if (!(pid > 0) || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // a stale lock from a killed server
  }
}

export function assertNoServerRunning(dataDir: string): void {
  const pid = runningPid(dataDir);
  if (pid) {
    console.error(`Ya hay un servidor de Sazón (pid ${pid}) usando ${dataDir}. Deténlo primero o usa otro DATA_DIR.`);
    process.exit(1);
  }
}

export function holdServerLock(dataDir: string): () => void {
  assertNoServerRunning(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
