// How many /api/live streams may be open at once: per client address, per signed-in cook and in the
// whole process. Each stream holds a socket (a file descriptor) for as long as it lives, so without
// caps one client could exhaust the process's descriptors and take every other request down with it.
import { readFileSync } from 'node:fs';
import { es } from '#shared/i18n/es.ts';
import { tooMany } from '../http/errors.ts';

export interface StreamCaps {
  perAddress: number;
  perUser: number;
  max: number;
}

/** A fifth of the descriptors stays free for the database pool, uploads and ordinary requests. */
const shareForStreams = 0.8;

/** The soft "Max open files" of a /proc/<pid>/limits text, or undefined when unknown or unlimited. */
export function softOpenFilesLimit(limitsText: string): number | undefined {
  const soft = /^Max open files\s+(\S+)/m.exec(limitsText)?.[1];
  const value = Number(soft);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The global cap, lowered below the process's open-files limit when that limit can be read. */
export function fitToOpenFiles(configuredMax: number, limitsFile = '/proc/self/limits'): number {
  let limitsText = '';
  try {
    limitsText = readFileSync(limitsFile, 'utf8');
  } catch {
    // No /proc (macOS): keep the configured cap.
  }
  const soft = softOpenFilesLimit(limitsText);
  return soft === undefined ? configuredMax : Math.min(configuredMax, Math.floor(soft * shareForStreams));
}

export class OpenStreams {
  private readonly byAddress = new Map<string, number>();
  private readonly byUser = new Map<string, number>();
  private total = 0;

  constructor(private readonly caps: StreamCaps) {}

  /** Counts a new stream, or refuses it with a Spanish 429; the returned release may be called more than once. */
  open(address: string, userId: string | undefined): () => void {
    if (this.total >= this.caps.max) throw tooMany(es.errors.liveServerFull, 'LIVE_SERVER_FULL');
    if (
      (this.byAddress.get(address) ?? 0) >= this.caps.perAddress ||
      (userId && (this.byUser.get(userId) ?? 0) >= this.caps.perUser)
    ) {
      throw tooMany(es.errors.liveTooManyStreams, 'LIVE_TOO_MANY_STREAMS');
    }
    this.total += 1;
    increment(this.byAddress, address, 1);
    if (userId) increment(this.byUser, userId, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      increment(this.byAddress, address, -1);
      if (userId) increment(this.byUser, userId, -1);
    };
  }
}

function increment(counts: Map<string, number>, key: string, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
