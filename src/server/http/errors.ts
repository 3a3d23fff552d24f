// The one error shape of the API: { error: { code, message } } with a Spanish message.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { es } from '#shared/i18n/es.ts';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new ApiError(400, code, message);
export const unauthorized = (message: string = es.errors.unauthorized) => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = es.errors.forbidden) => new ApiError(403, 'FORBIDDEN', message);
export const notFound = (message: string = es.errors.notFound) => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new ApiError(409, code, message);
export const tooMany = (message: string, code = 'RATE_LIMITED') => new ApiError(429, code, message);

export function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ error: { code, message } });
}

/** Fastify's own errors, by code, mapped to a status and a Spanish message. */
const frameworkErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, es.errors.badJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, es.errors.badJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, es.errors.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, es.errors.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, es.errors.validation],
  FST_REQ_FILE_TOO_LARGE: [413, es.errors.bodyTooLarge],
  FST_FILES_LIMIT: [413, es.errors.bodyTooLarge],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, es.errors.unsupportedMediaType],
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error.statusCode, error.code, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Contract schemas carry Spanish messages (zod's Spanish locale fills the rest).
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      return reply
        .status(400)
        .send({ error: { code: 'VALIDATION', message: first?.message ?? es.errors.validation, field } });
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return sendError(reply, known[0], error.code, known[1]);
    if (error.statusCode === 429) return sendError(reply, 429, 'RATE_LIMITED', error.message || es.errors.tooMany);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, error.code ?? 'BAD_REQUEST', es.errors.validation);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL', es.errors.internal);
  });
  app.setNotFoundHandler((request, reply) => answerUnknownApiPath(request.url, reply));
  app.addHook('onSend', async (request, reply) => drainUnreadBody(request, reply));
}

/**
 * Most a refused request may still send after our answer. Closing a connection while the client is still
 * sending makes the kernel reset it, and the client (fetch) loses the answer it has not read yet: so what is
 * left is read and thrown away, and only a client that goes on past this cap gets its connection cut.
 */
const drainCapBytes = 32 * 1024 * 1024;

function drainUnreadBody(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  // Injected requests (tests) have no `complete`; a real one is complete once its whole body arrived.
  if (raw.complete !== false) return;
  // Fastify asks to close after a refused body; reading the rest keeps the connection usable instead.
  reply.removeHeader('connection');
  let left = drainCapBytes;
  raw.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) raw.socket.destroy();
  });
  raw.resume();
}

/** Fastify's router matches no parameter longer than this (its default maxParamLength). */
const longestParam = 100;
const overLongParam = { status: 400, code: 'PARAM_TOO_LONG', message: es.errors.badUrl } as const;

/**
 * An /api path no route took. A segment too long for any parameter is a bad id (400), as the router says
 * when nothing else matches; the app shell's catch-all route would otherwise turn it into a 404.
 */
export function answerUnknownApiPath(url: string, reply: FastifyReply) {
  const path = url.split('?')[0] ?? '';
  if (path.split('/').some((segment) => segment.length > longestParam)) {
    return sendError(reply, overLongParam.status, overLongParam.code, overLongParam.message);
  }
  return sendError(reply, 404, 'NOT_FOUND', es.errors.routeNotFound);
}

/** Errors of Fastify's router, which come before any route and its error handler. */
export function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  // A path segment longer than any id of ours (router's maxParamLength) is a bad request, not a 414.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, overLongParam.status, overLongParam.code, overLongParam.message);
  if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, 400, 'BAD_URL', es.errors.badUrl);
  return sendError(reply, 500, 'INTERNAL', es.errors.internal);
}

/** Node counts the request line among its 16 KB of headers; a line this long is a URL too long. */
const longestRequestLine = 8 * 1024;

function clientErrorAnswer(error: Error & { code?: string; rawPacket?: Buffer }): [number, string, string, string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout', 'REQUEST_TIMEOUT', es.errors.requestTimeout];
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const lineEnd = error.rawPacket?.indexOf('\r\n') ?? -1;
    if (lineEnd === -1 || lineEnd > longestRequestLine) return [414, 'URI Too Long', 'URL_TOO_LONG', es.errors.urlTooLong];
    return [431, 'Request Header Fields Too Large', 'HEADERS_TOO_LARGE', es.errors.headersTooLarge];
  }
  return [400, 'Bad Request', 'BAD_REQUEST', es.errors.badRequest];
}

/**
 * A request Node cannot even parse (an over-long URL, raw non-ASCII in it, a broken header) still gets the
 * API's Spanish error shape instead of Fastify's English default.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const [status, reason, code, message] = clientErrorAnswer(error);
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
