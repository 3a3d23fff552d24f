// Every request gets an id that its log lines carry (`reqId`) and its answer repeats (X-Request-Id), so a
// cook's report, the proxy's access log and the server's log meet. A proxy in front (Caddy, a load balancer)
// may send its own id; a well-formed one is kept, anything else is replaced by a fresh UUID.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const requestIdHeader = 'x-request-id';
/** What a proxy's id may look like: UUIDs, hex, Caddy's and nginx's ids; short and without spaces. */
const wellFormedId = /^[\w.:@-]{1,128}$/;

/** Fastify's `genReqId`: the proxy's id when well formed, otherwise a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && wellFormedId.test(given) ? given : randomUUID();
}

export function registerRequestIdHeader(server: FastifyInstance): void {
  server.addHook('onRequest', async (request, reply) => {
    void reply.header(requestIdHeader, request.id);
  });
}
