// Live updates: events are written to live_events inside the writer's transaction and announced
// with pg_notify, which PostgreSQL delivers only after commit, to every server process listening.
// Each process fans the notice out to its own Server-Sent Events clients.
// The LISTEN connection is kept up forever: after a database outage of any length it reconnects with
// backoff and hands its subscribers the events committed while it was away (from live_events).
import { EventEmitter } from 'node:events';
import { and, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, Executor } from '../db/connect.ts';
import { liveEvents } from '../db/schema.ts';

export const liveChannel = 'sazon_live';
/** The LISTEN connection's name in pg_stat_activity. */
export const liveApplicationName = 'sazon-live';

export interface LiveEvent {
  id: number;
  topic: string;
  payload: Record<string, unknown>;
}

/**
 * Said on a cook's own topic when they blocked (`blocked: true`) or unblocked the cook `userId`: their open
 * streams start or stop leaving out events whose `authorId` is that cook (live.routes.ts).
 */
export const blocksChangedType = 'blocks.changed';

type Listener = (event: LiveEvent) => void;
/** Called when events may have been lost (the catch-up after an outage failed or was too long). */
type GapListener = () => void;

export interface LiveHubOptions {
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** The log only serves resumption after short disconnects; a day is plenty. */
const keepEventsFor = sql`now() - interval '1 day'`;
const purgeEveryMs = 10 * 60_000;
const catchUpLimit = 1000;
/** First and longest wait between attempts to get the LISTEN connection back. */
const retryFirstMs = 500;
const retryMaxMs = 15_000;

/** Record an event in the caller's transaction (or on its own); subscribers hear it after commit. */
export async function publishLive(
  executor: Executor,
  topic: string,
  payload: Record<string, unknown>,
): Promise<void> {
  // One statement: the row and its notice, with the id PostgreSQL gave the row.
  const inserted = executor
    .$with('inserted')
    .as(executor.insert(liveEvents).values({ topic, payload }).returning({ id: liveEvents.id }));
  await executor
    .with(inserted)
    .select({
      notified: sql`pg_notify(${liveChannel}, json_build_object('id', ${inserted.id}, 'topic', ${topic}::text, 'payload', ${JSON.stringify(payload)}::jsonb)::text)`,
    })
    .from(inserted);
}

export class LiveHub {
  /** The LISTEN connection's state: `disconnected`, each failed `retry-failed`, `listening` once back and caught up. */
  readonly events = new EventEmitter<{ listening: []; disconnected: []; 'retry-failed': [Error] }>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly gapListeners = new Set<GapListener>();
  private client: pg.Client | null = null;
  private cleanupTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** The newest event this process has dispatched: where a catch-up after an outage starts. */
  private newestSeen = 0;
  /** Notices that arrive while catching up wait here, so each event is dispatched once, in order. */
  private held: LiveEvent[] | null = null;
  private readonly log: NonNullable<LiveHubOptions['log']>;

  constructor(
    private readonly databaseUrl: string,
    private readonly db: Database,
    { log }: LiveHubOptions = {},
  ) {
    this.log = log ?? { info: () => {}, warn: () => {} };
  }

  async start(): Promise<void> {
    await this.connect();
    this.newestSeen = await this.newestId();
    this.cleanupTimer = setInterval(() => {
      this.purge().catch((error: unknown) => this.log.warn({ err: error }, 'live_events purge failed'));
    }, purgeEveryMs);
    this.cleanupTimer.unref();
  }

  /** Deletes events too old to resume from. */
  async purge(): Promise<void> {
    await this.db.delete(liveEvents).where(lt(liveEvents.createdAt, keepEventsFor));
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: liveApplicationName,
    });
    client.on('notification', (message) => {
      if (message.channel !== liveChannel || !message.payload) return;
      try {
        this.receive(JSON.parse(message.payload) as LiveEvent);
      } catch {
        /* a malformed notice is ignored */
      }
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${liveChannel}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) return void (await client.end().catch(() => {}));
    this.client = client;
  }

  private lost(client: pg.Client, error?: Error) {
    if (client !== this.client || this.closed) return;
    this.client = null;
    this.log.warn({ err: error }, 'live: LISTEN connection lost, reconnecting');
    void client.end().catch(() => {});
    this.events.emit('disconnected');
    this.reconnectAfter(retryFirstMs);
  }

  /** Retries forever, doubling the wait up to retryMaxMs (with jitter, so processes do not retry in step). */
  private reconnectAfter(delayMs: number) {
    const wait = delayMs / 2 + (Math.random() * delayMs) / 2;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().then(
        () => {
          if (this.closed) return;
          this.log.info('live: LISTEN connection restored');
          return this.catchUp().then(() => this.events.emit('listening'));
        },
        (error: Error) => {
          if (this.closed) return;
          this.events.emit('retry-failed', error);
          this.reconnectAfter(Math.min(delayMs * 2, retryMaxMs));
        },
      );
    }, wait);
    this.retryTimer.unref();
  }

  /** Dispatches what was committed while nobody listened, then the notices held meanwhile. */
  private async catchUp() {
    const held: LiveEvent[] = [];
    this.held = held;
    const topics = [...this.listeners.keys()];
    const dispatched = new Set<number>();
    let complete = true;
    try {
      const missed = topics.length ? await this.since(this.newestSeen, topics, catchUpLimit + 1) : [];
      if (missed.length > catchUpLimit) complete = false;
      else
        for (const event of missed) {
          this.dispatch(event);
          dispatched.add(event.id);
        }
    } catch (error) {
      this.log.warn({ err: error }, 'live: catch-up after reconnecting failed');
      complete = false;
    }
    this.held = null;
    for (const event of held) if (!dispatched.has(event.id)) this.dispatch(event);
    if (!complete) for (const onGap of [...this.gapListeners]) onGap();
  }

  private receive(event: LiveEvent) {
    if (this.held) this.held.push(event);
    else this.dispatch(event);
  }

  /** Every listener gets the same event object: its SSE frame is built once, on the first write (sse-frame.ts). */
  private dispatch(event: LiveEvent) {
    this.newestSeen = Math.max(this.newestSeen, event.id);
    for (const listener of this.listeners.get(event.topic) ?? []) listener(event);
  }

  subscribe(topics: string[], listener: Listener, onGap?: GapListener): () => void {
    for (const topic of topics) {
      let set = this.listeners.get(topic);
      if (!set) this.listeners.set(topic, (set = new Set()));
      set.add(listener);
    }
    if (onGap) this.gapListeners.add(onGap);
    return () => {
      for (const topic of topics) {
        const set = this.listeners.get(topic);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(topic);
      }
      if (onGap) this.gapListeners.delete(onGap);
    };
  }

  /** The id of the newest event of any topic (0 when there is none): where a new client resumes from. */
  async newestId(): Promise<number> {
    const [row] = await this.db.select({ id: max(liveEvents.id) }).from(liveEvents);
    return Number(row?.id ?? 0);
  }

  /** Events after lastId on these topics, oldest first, at most `limit`. */
  async since(lastId: number, topics: string[], limit: number): Promise<LiveEvent[]> {
    return this.db
      .select({ id: liveEvents.id, topic: liveEvents.topic, payload: liveEvents.payload })
      .from(liveEvents)
      .where(and(gt(liveEvents.id, lastId), inArray(liveEvents.topic, topics)))
      .orderBy(liveEvents.id)
      .limit(limit);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.cleanupTimer) clearInterval(this.cleanupTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
