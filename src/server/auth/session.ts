// Who is asking: resolved from the better-auth session cookie once per request, only when present.
import { isAPIError } from 'better-auth/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { es } from '#shared/i18n/es.ts';
import { ApiError } from '../http/errors.ts';
import type { Auth } from './auth.ts';

export interface Viewer {
  id: string;
  email: string;
  name: string;
  image: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewerPromise?: Promise<Viewer | null>;
  }
}

const sessionCookie = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export function hasSessionCookie(request: FastifyRequest): boolean {
  return sessionCookie.test(request.headers.cookie ?? '');
}

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  return headers;
}

export function registerViewer(app: FastifyInstance, auth: Auth) {
  app.decorate('viewerOf', (request: FastifyRequest): Promise<Viewer | null> => {
    if (!hasSessionCookie(request)) return Promise.resolve(null);
    request.viewerPromise ??= auth.api
      .getSession({ headers: toHeaders(request) })
      .then((result) =>
        result
          ? { id: result.user.id, email: result.user.email, name: result.user.name, image: result.user.image ?? null }
          : null,
      )
      .catch((error: unknown) => {
        // A refused session (better-auth's 4xx) is "signed out"; the database not answering is not:
        // treating it as signed out would show a signed-in cook the login screen.
        if (isAPIError(error) && error.statusCode < 500) return null;
        // Not the error itself: the failed query's text carries the session token.
        request.log.warn('could not read the session: the database did not answer');
        throw new ApiError(503, 'SERVICE_UNAVAILABLE', es.errors.serviceUnavailable);
      });
    return request.viewerPromise;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    viewerOf(request: FastifyRequest): Promise<Viewer | null>;
  }
}

/** The signed-in cook, or a 401: a stale cookie gets the SPEC's "session not valid" message. */
export async function requireViewer(
  request: FastifyRequest,
  anonymousMessage: string = es.errors.unauthorized,
): Promise<Viewer> {
  const viewer = await request.server.viewerOf(request);
  if (viewer) return viewer;
  if (hasSessionCookie(request)) throw new ApiError(401, 'INVALID_SESSION', es.errors.invalidSession);
  throw new ApiError(401, 'UNAUTHORIZED', anonymousMessage);
}

export { toHeaders };
