// GET /api/live?topics=a,b — Server-Sent Events with heartbeat and Last-Event-ID resume.
// Once subscribed (and any missed events replayed) the stream says `event: ready` with the newest event
// id, so a client knows where to resume from even before its first event, and whether it resumed
// (`{"resumed":true}`) or must refetch what it shows (`{"resumed":false}`).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveQuerySchema } from '#shared/contract/live-query.ts';
import { userTopic } from '#shared/contract/live.ts';
import { es } from '#shared/i18n/es.ts';
import { ApiError } from '../http/errors.ts';
import type { LiveEvent, LiveHub } from './live-hub.ts';

export interface LiveRoutesOptions {
  hub: LiveHub;
  heartbeatMs?: number;
}

export async function liveRoutes(fastify: FastifyInstance, { hub, heartbeatMs = 15_000 }: LiveRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/live', { schema: { querystring: liveQuerySchema } }, async (request, reply) => {
    const topics = request.query.topics;
    // A cook's own topic is theirs alone; every other topic is about public things.
    const personal = topics.filter((topic) => topic.startsWith(userTopic('')));
    if (personal.length) {
      const viewer = await request.server.viewerOf(request);
      if (!viewer || personal.some((topic) => topic !== userTopic(viewer.id))) {
        throw new ApiError(403, 'FORBIDDEN_TOPIC', es.errors.liveTopicForbidden);
      }
    }
    const lastHeader = request.headers['last-event-id'];
    const lastId = Number(Array.isArray(lastHeader) ? lastHeader[0] : (lastHeader ?? request.query.lastEventId ?? 0)) || 0;

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    let newestSent = lastId;
    const send = (event: LiveEvent) => {
      res.write(`id: ${event.id}\ndata: ${JSON.stringify({ topic: event.topic, ...event.payload })}\n\n`);
      newestSent = Math.max(newestSent, event.id);
    };
    res.write('retry: 3000\n\n');

    // Subscribe first, then replay, so nothing published in between is lost (duplicates are skipped).
    let replayedUpTo = lastId;
    const pending: LiveEvent[] = [];
    let replaying = true;
    const unsubscribe = hub.subscribe(topics, (event) => {
      if (replaying) pending.push(event);
      else if (event.id > replayedUpTo) send(event);
    });
    // Listen for the disconnect before any await: a client gone during the replay must still be let go.
    const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
    let gone = false;
    res.on('close', () => {
      gone = true;
      clearInterval(heartbeat);
      unsubscribe();
    });
    const newest = await hub.newestId().catch(() => lastId);
    if (lastId > 0) {
      const missed = await hub.since(lastId, topics).catch(() => []);
      for (const event of missed) {
        send(event);
        replayedUpTo = event.id;
      }
    }
    if (gone) return;
    for (const event of pending) if (event.id > replayedUpTo) send(event);
    replaying = false;
    res.write(`event: ready\nid: ${Math.max(newest, newestSent)}\ndata: ${JSON.stringify({ resumed: lastId > 0 })}\n\n`);
  });
}
