// The background sender of every server process: claims the due rows of push_outbox, encrypts each one
// for every device of its cook (web-push: aes128gcm payload, VAPID signature) and POSTs it with fetch —
// web-push's own sendNotification speaks only https (DESIGN §8), fetch also reaches the tests' loopback
// push service. It wakes when a transaction that queued a push commits (the pushOutboxTopic live event,
// heard by every process), when the next row falls due (a timer), at least once a minute (rows another
// process rescheduled), and at start (what came due while no server ran).
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Database } from '../../db/connect.ts';
import type { LiveHub } from '../../live/live-hub.ts';
import {
  claimDue,
  deleteOutboxRow,
  deleteSubscription,
  msUntilNextDue,
  releaseOutboxRow,
  retryOutboxRow,
  subscriptionsOf,
  type ClaimedPush,
  type PushTarget,
} from './push.repository.ts';
import { pushOutboxTopic } from './push.service.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushSenderOptions {
  db: Database;
  live: LiveHub;
  vapid: VapidKeys;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** A push that keeps failing (network, 5xx, 429) is tried this many times in all, then dropped. */
export const maxAttempts = 5;
/** Wait before try n+1: 15 s, 1 min, 4 min, 16 min (never past the push's expiry). */
export const retryDelayMs = (attempt: number) => 15_000 * 4 ** (attempt - 1);
const batchSize = 20;
const sendTimeoutMs = 10_000;
/** A claimed row is left alone this long: longer than a delivery can take, since its devices are sent to at once. */
const claimLeaseMs = 60_000;
const idleCheckMs = 60_000;
/** No tighter loop than this while a due row is held by another process's claim. */
const shortestWaitMs = 50;

/** What a push service's answer means for the device and the row. */
type Outcome = 'sent' | 'gone' | 'retry' | 'refused' | 'stopped';

function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'sent';
  // The browser unsubscribed or the subscription expired: the device is forgotten.
  if (status === 404 || status === 410) return 'gone';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  // 400, 401/403 (a VAPID key the subscription was not made with), 413: sending again would not help.
  return 'refused';
}

/** Endpoints are capabilities (anyone holding one can push to the device): logs name only the push service. */
const serviceOf = (endpoint: string) => new URL(endpoint).host;

export interface PushSender {
  /** Stops waking, aborts the sends in flight (their rows are handed back untried) and waits for the pass to end. */
  stop(): Promise<void>;
}

export function startPushSender(options: PushSenderOptions): PushSender {
  const stopping = new AbortController();
  const { db, log } = options;
  let pass: Promise<void> | null = null;
  let passWanted = false;
  let nextLook: NodeJS.Timeout | null = null;

  async function send(target: PushTarget, row: ClaimedPush, ttlSeconds: number): Promise<Outcome> {
    let request: webpush.RequestDetails;
    try {
      request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(row.payload), {
        vapidDetails: options.vapid,
        TTL: ttlSeconds,
        urgency: row.kind === 'timer' ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
      });
    } catch (error) {
      log.warn({ err: error, service: serviceOf(target.endpoint) }, 'push: could not encrypt for a device');
      return 'refused';
    }
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        // Always the encrypted payload here (a message is never empty); copied into the view fetch's types take.
        body: request.body && new Uint8Array(request.body),
        // A redirect could lead anywhere, this server's own network included.
        redirect: 'error',
        signal: AbortSignal.any([AbortSignal.timeout(sendTimeoutMs), stopping.signal]),
      });
      await response.body?.cancel();
      const outcome = outcomeOf(response.status);
      if (outcome === 'retry' || outcome === 'refused') log.warn({ status: response.status, service: serviceOf(target.endpoint) }, 'push: the push service refused');
      return outcome;
    } catch (error) {
      if (stopping.signal.aborted) return 'stopped';
      log.warn({ err: error, service: serviceOf(target.endpoint) }, 'push: could not reach the push service');
      return 'retry';
    }
  }

  async function deliver(row: ClaimedPush): Promise<void> {
    const lifetimeMs = row.expiresAt.getTime() - Date.now();
    if (lifetimeMs <= 0) return deleteOutboxRow(db, row.id);
    const targets = await subscriptionsOf(db, row.userId);
    // The TTL counts down to the row's expiry, so a late retry is not shown long after its moment.
    const outcomes = await Promise.all(targets.map((target) => send(target, row, Math.ceil(lifetimeMs / 1000))));
    await Promise.all(targets.filter((_, i) => outcomes[i] === 'gone').map((target) => deleteSubscription(db, target.endpoint)));
    if (outcomes.includes('stopped')) return releaseOutboxRow(db, row.id);
    // A retry goes to every device again; one that already has it replaces it (same tag).
    const delay = retryDelayMs(row.attempts);
    if (outcomes.includes('retry') && row.attempts < maxAttempts && Date.now() + delay < row.expiresAt.getTime()) {
      return retryOutboxRow(db, row.id, delay);
    }
    await deleteOutboxRow(db, row.id);
  }

  /** Sends everything due; answers how long to wait before looking again. */
  async function sendDue(): Promise<number> {
    for (;;) {
      const claimed = await claimDue(db, batchSize, claimLeaseMs);
      await Promise.all(claimed.map(deliver));
      if (stopping.signal.aborted) return idleCheckMs;
      if (claimed.length < batchSize) break;
    }
    const untilNext = await msUntilNextDue(db);
    return untilNext === null ? idleCheckMs : Math.min(Math.max(untilNext, shortestWaitMs), idleCheckMs);
  }

  function wake() {
    if (stopping.signal.aborted) return;
    // A wake during a pass runs one more pass after it: the row that caused it may have committed too late for this one.
    if (pass) return void (passWanted = true);
    if (nextLook) clearTimeout(nextLook);
    pass = sendDue()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'push: sending pass failed');
        return idleCheckMs;
      })
      .then((waitMs) => {
        pass = null;
        if (stopping.signal.aborted) return;
        if (passWanted) {
          passWanted = false;
          return wake();
        }
        nextLook = setTimeout(wake, waitMs);
        nextLook.unref();
      });
  }

  const unsubscribe = options.live.subscribe([pushOutboxTopic], wake, wake);
  wake();

  return {
    async stop() {
      stopping.abort();
      unsubscribe();
      if (nextLook) clearTimeout(nextLook);
      await pass;
    },
  };
}
