// Live updates: events are written to live_events inside the writer's transaction and announced
// with pg_notify, which PostgreSQL delivers only after commit, to every server process listening.
// Each process fans the notice out to its own Server-Sent Events clients.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/connect.ts';

export const liveChannel = 'sazon_live';

export interface LiveEvent {
  id: number;
  topic: string;
  payload: Record<string, unknown>;
}

type Listener = (event: LiveEvent) => void;
type Executor = Pick<Database, 'execute'>;

/** Record an event in the caller's transaction (or on its own); subscribers hear it after commit. */
export async function publishLive(executor: Executor, topic: string, payload: Record<string, unknown>): Promise<void> {
  await executor.execute(sql`
    WITH inserted AS (
      INSERT INTO live_events (topic, payload) VALUES (${topic}, ${JSON.stringify(payload)}::jsonb) RETURNING id
    )
    SELECT pg_notify(${liveChannel}, json_build_object('id', id, 'topic', ${topic}::text, 'payload', ${JSON.stringify(payload)}::jsonb)::text)
    FROM inserted`);
}

export class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: pg.Client | null = null;
  private cleanupTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly db: Database,
  ) {}

  async start(): Promise<void> {
    await this.connect();
    // The log only serves resumption after short disconnects; a day is plenty.
    this.cleanupTimer = setInterval(() => {
      void this.db.execute(sql`DELETE FROM live_events WHERE created_at < now() - interval '1 day'`).catch(() => {});
    }, 10 * 60_000);
    this.cleanupTimer.unref();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel !== liveChannel || !message.payload) return;
      try {
        this.dispatch(JSON.parse(message.payload) as LiveEvent);
      } catch {
        /* a malformed notice is ignored */
      }
    });
    client.on('error', () => this.reconnectSoon());
    client.on('end', () => this.reconnectSoon());
    await client.connect();
    await client.query(`LISTEN ${liveChannel}`);
    this.client = client;
  }

  private reconnectSoon() {
    if (this.closed || !this.client) return;
    this.client = null;
    setTimeout(() => void this.connect().catch(() => this.reconnectSoon()), 1000).unref();
  }

  private dispatch(event: LiveEvent) {
    for (const listener of this.listeners.get(event.topic) ?? []) listener(event);
  }

  subscribe(topics: string[], listener: Listener): () => void {
    for (const topic of topics) {
      let set = this.listeners.get(topic);
      if (!set) this.listeners.set(topic, (set = new Set()));
      set.add(listener);
    }
    return () => {
      for (const topic of topics) {
        const set = this.listeners.get(topic);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(topic);
      }
    };
  }

  /** The id of the newest event of any topic (0 when there is none): where a new client resumes from. */
  async newestId(): Promise<number> {
    const result = await this.db.execute<{ id: string | null }>(sql`SELECT max(id) AS id FROM live_events`);
    return Number(result.rows[0]?.id ?? 0);
  }

  /** Events after lastId on these topics, for a client that reconnects with Last-Event-ID. */
  async since(lastId: number, topics: string[]): Promise<LiveEvent[]> {
    const result = await this.db.execute<{ id: string; topic: string; payload: Record<string, unknown> }>(sql`
      SELECT id, topic, payload FROM live_events
      WHERE id > ${lastId} AND topic IN (${sql.join(topics.map((t) => sql`${t}`), sql`, `)})
      ORDER BY id LIMIT 500`);
    return result.rows.map((row) => ({ id: Number(row.id), topic: row.topic, payload: row.payload }));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.cleanupTimer) clearInterval(this.cleanupTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
