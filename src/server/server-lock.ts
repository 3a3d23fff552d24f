// One server per DATA_DIR: the embedded PostgreSQL belongs to whoever holds DATA_DIR/server.pid.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const lockFile = (dataDir: string) => join(dataDir, 'server.pid');

/**
 * Whether the process still runs. A killed process stays a zombie until its parent collects it, and
 * kill(pid, 0) still succeeds on it: after a SIGKILL of `npm start` the server and its PostgreSQL are
 * orphans that init collects when it gets to it (seconds on some machines, never under an init that
 * does not collect orphans), and they hold nothing meanwhile.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // "pid (command) state ...": the command may itself hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    // No /proc (macOS): kill(pid, 0) is all there is to know. With /proc, the process has just gone.
    return !existsSync('/proc/self/stat');
  }
}

function runningPid(dataDir: string): number | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8'));
  // Otherwise a stale lock from a killed server.
  return pid > 0 && pid !== process.pid && isRunning(pid) ? pid : null;
}

export function assertNoServerRunning(dataDir: string): void {
  const pid = runningPid(dataDir);
  if (pid) {
    console.error(
      `Ya hay un servidor de Sazón (pid ${pid}) usando ${dataDir}. Deténlo primero o usa otro DATA_DIR.`,
    );
    process.exit(1);
  }
}

export function holdServerLock(dataDir: string): () => void {
  assertNoServerRunning(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}
