// GET /api/live?topics=a,b — Server-Sent Events with heartbeat and Last-Event-ID resume.
// Once subscribed (and any missed events replayed) the stream says `event: ready` with the newest event
// id, so a client knows where to resume from even before its first event, and whether it resumed
// (`{"resumed":true}`) or must refetch what it shows (`{"resumed":false}`: no resume point, or the
// replay failed or was too long to send).
// Open streams are capped per address, per cook and per process (429 before any stream starts), and
// each one ends after a maximum lifetime; the browser then reconnects with Last-Event-ID.
// Fan-out stays cheap with thousands of streams: an event's frame is serialised and encoded once
// (sse-frame.ts), written to each socket in one call, and one heartbeat timer serves every stream (heartbeat.ts).
// A signed-in cook's streams leave out events about the content of cooks they blocked (issue 17): events
// naming an `authorId` are checked against the stream's set of blocked cooks, which follows the cook's own
// `blocks.changed` events as they come.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveQuerySchema } from '#shared/contract/live-query.ts';
import { userTopic } from '#shared/contract/live.ts';
import { es } from '#shared/i18n/es.ts';
import { hasSessionCookie } from '../auth/session.ts';
import type { LiveStreamSettings } from '../config.ts';
import { ApiError } from '../http/errors.ts';
import { Heartbeat } from './heartbeat.ts';
import { blocksChangedType, type LiveEvent, type LiveHub } from './live-hub.ts';
import { fitToOpenFiles, OpenStreams } from './open-streams.ts';
import { messageFrame, readyFrame, retryFrame } from './sse-frame.ts';

export interface LiveRoutesOptions {
  hub: LiveHub;
  limits: LiveStreamSettings;
  /** The cooks this cook blocked, read when one of their streams opens. */
  blockedBy: (userId: string) => Promise<string[]>;
}

/** The cook an event's content belongs to, when it names one. */
const authorOf = (event: LiveEvent) => (typeof event.payload.authorId === 'string' ? event.payload.authorId : null);

/** Events replayed to a reconnecting client at most; further behind, it refetches instead. */
const replayLimit = 500;

export async function liveRoutes(fastify: FastifyInstance, { hub, limits, blockedBy }: LiveRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const max = fitToOpenFiles(limits.max);
  if (max < limits.max)
    fastify.log.warn(
      `live: at most ${max} open streams (the open-files limit is lower than LIVE_STREAMS_MAX)`,
    );
  const streams = new OpenStreams({ perAddress: limits.perAddress, perUser: limits.perUser, max });
  const heartbeat = new Heartbeat(limits.heartbeatMs);
  // Open streams would hold a graceful shutdown until their lifetime ends: end them first.
  const openStreamEnders = new Set<() => void>();
  fastify.addHook('preClose', async () => {
    for (const end of [...openStreamEnders]) end();
  });

  app.get(
    '/api/live',
    {
      schema: {
        tags: ['live'],
        summary:
          'Actualizaciones en vivo (text/event-stream) de los temas pedidos; reanuda con Last-Event-ID',
        querystring: liveQuerySchema,
      },
    },
    async (request, reply) => {
      const topics = request.query.topics;
      const viewer = hasSessionCookie(request) ? await request.server.viewerOf(request) : null;
      // A cook's own topic is theirs alone; every other topic is about public things.
      const personal = topics.filter((topic) => topic.startsWith(userTopic('')));
      if (personal.length && (!viewer || personal.some((topic) => topic !== userTopic(viewer.id)))) {
        throw new ApiError(403, 'FORBIDDEN_TOPIC', es.errors.liveTopicForbidden);
      }
      const release = streams.open(request.ip, viewer?.id);
      const lastHeader = request.headers['last-event-id'];
      const lastId =
        Number(Array.isArray(lastHeader) ? lastHeader[0] : (lastHeader ?? request.query.lastEventId ?? 0)) ||
        0;

      reply.hijack();
      const res = reply.raw;
      // No chunked framing: the stream simply ends with its connection (as it does anyway, the client then
      // reconnects). So once the head is out, the frames can go straight to the socket: one write each, sent
      // at once, where ServerResponse.write would frame it, cork the socket and flush on the next tick, which
      // with thousands of streams holds every event back until the whole fan-out loop is done.
      res.removeHeader('transfer-encoding');
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'close',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      res.flushHeaders();
      const socket = res.socket!;
      let newestSent = lastId;
      // Filled before anything is sent (below, while replaying); a signed-out stream filters nothing.
      const blocked = new Set<string>();
      const send = (event: LiveEvent) => {
        const author = blocked.size > 0 ? authorOf(event) : null;
        if (author !== null && blocked.has(author)) return;
        socket.write(messageFrame(event));
        newestSent = Math.max(newestSent, event.id);
      };
      socket.write(retryFrame);

      // Subscribe first, then replay, so nothing published in between is lost (duplicates are skipped).
      let replayedUpTo = lastId;
      const pending: LiveEvent[] = [];
      let replaying = true;
      const unsubscribe = hub.subscribe(
        topics,
        (event) => {
          if (replaying) pending.push(event);
          else if (event.id > replayedUpTo) send(event);
        },
        end,
      );
      // The cook's block changes, heard from subscription on: applied after the initial read, in order, so
      // a block committed while that read ran is not lost whichever snapshot it saw.
      const blockChanges: { userId: string; blocked: boolean }[] = [];
      let blocksLoaded = false;
      const applyBlockChange = (change: { userId: string; blocked: boolean }) => {
        if (change.blocked) blocked.add(change.userId);
        else blocked.delete(change.userId);
      };
      const unsubscribeBlocks = viewer
        ? hub.subscribe([userTopic(viewer.id)], (event) => {
            const { type, userId, blocked: isBlocked } = event.payload;
            if (type !== blocksChangedType || typeof userId !== 'string' || typeof isBlocked !== 'boolean') return;
            const change = { userId, blocked: isBlocked };
            if (blocksLoaded) applyBlockChange(change);
            else blockChanges.push(change);
          })
        : () => {};
      const stopHeartbeat = heartbeat.add(socket);
      // Streams opened together (after a restart) should not all end, and reconnect, together.
      const lifetime = setTimeout(end, limits.lifetimeMs * (0.9 + Math.random() * 0.1));
      let gone = false;
      // Released before the response ends, so a client that sees the end can open its next stream at once.
      function cleanUp() {
        gone = true;
        stopHeartbeat();
        clearTimeout(lifetime);
        unsubscribe();
        unsubscribeBlocks();
        openStreamEnders.delete(end);
        release();
      }
      // Ending the stream makes the browser reconnect with Last-Event-ID, where the replay decides again.
      function end() {
        cleanUp();
        res.end();
      }
      openStreamEnders.add(end);
      // Listen for the disconnect before any await: a client gone during the replay must still be let go.
      res.on('close', cleanUp);

      if (viewer) {
        try {
          for (const id of await blockedBy(viewer.id)) blocked.add(id);
        } catch (error) {
          // Without the set the stream cannot keep its promise: end it, and the browser reconnects.
          request.log.warn({ err: error }, 'live: reading the blocked cooks failed');
          return end();
        }
      }
      for (const change of blockChanges) applyBlockChange(change);
      blocksLoaded = true;
      const newest = await hub.newestId().catch(() => lastId);
      let resumed = false;
      if (lastId > 0) {
        try {
          const missed = await hub.since(lastId, topics, replayLimit + 1);
          // Too far behind: the client refetches rather than replaying a partial history.
          if (missed.length <= replayLimit) {
            for (const event of missed) {
              send(event);
              replayedUpTo = event.id;
            }
            resumed = true;
          }
        } catch (error) {
          request.log.warn({ err: error }, 'live: replay failed');
        }
      }
      if (gone) return;
      for (const event of pending) if (event.id > replayedUpTo) send(event);
      replaying = false;
      socket.write(readyFrame(Math.max(newest, newestSent), resumed));
    },
  );
}
