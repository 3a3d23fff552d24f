// The one error shape of the API: { error: { code, message } } with a Spanish message.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
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
  app.setNotFoundHandler((request, reply) => sendError(reply, 404, 'NOT_FOUND', es.errors.routeNotFound));
}
