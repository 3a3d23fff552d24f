// Mounts better-auth under /api/auth/* and turns its errors into the API's Spanish error shape.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authApi, type AuthProviders } from '#shared/contract/auth.ts';
import { es } from '#shared/i18n/es.ts';
import { profile as profileTexts } from '#shared/i18n/profile.ts';
import { contractRoute } from '../http/contract-route.ts';
import { sendError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import { toHeaders } from './session.ts';

const spanishByCode: Record<string, [number?, string?]> = {
  INVALID_EMAIL_OR_PASSWORD: [401, es.login.wrongPassword],
  INVALID_PASSWORD: [401, es.login.wrongPassword],
  USER_ALREADY_EXISTS: [409, es.login.accountExists],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: [409, es.login.accountExists],
  PASSWORD_TOO_SHORT: [400, es.login.weakPassword],
  PASSWORD_TOO_LONG: [400, es.login.passwordTooLong],
  COMMON_PASSWORD: [400, es.login.commonPassword],
  NAME_EMPTY: [400, profileTexts.validation.usernameEmpty],
  NAME_TOO_LONG: [400, profileTexts.validation.usernameTooLong],
  PICTURE_NOT_OWNED: [400, profileTexts.validation.pictureNotOwned],
  PICTURE_AFTER_SIGN_UP: [400, profileTexts.validation.pictureAfterSignUp],
  INVALID_EMAIL: [400, es.login.invalidEmail],
  VALIDATION_ERROR: [400, es.errors.validation],
  MISSING_FIELD: [400, es.login.missingFields],
  BODY_MUST_BE_AN_OBJECT: [400, es.errors.validation],
  INVALID_ORIGIN: [403, es.errors.badOrigin],
  MISSING_OR_NULL_ORIGIN: [403, es.errors.badOrigin],
  PROVIDER_NOT_FOUND: [400, es.login.genericError],
  FAILED_TO_GET_SESSION: [401, es.errors.invalidSession],
};

export interface AuthRoutesOptions {
  auth: Auth;
  providers: AuthProviders;
}

export async function authRoutes(app: FastifyInstance, { auth, providers }: AuthRoutesOptions) {
  // Which social buttons work here, so an unconfigured one explains itself instead of failing.
  app.withTypeProvider<ZodTypeProvider>().route({ ...contractRoute(authApi.providers), handler: async () => providers });

  // OAuth providers may answer with a form post.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: {
      tags: ['auth'],
      summary: 'Sesiones de better-auth: registro, inicio y cierre de sesión con correo, Google o Facebook (ver src/shared/contract/auth.ts)',
    },
    bodyLimit: 64 * 1024,
    async handler(request, reply) {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      let body: string | undefined;
      if (request.method === 'POST' && request.body !== undefined) {
        // A form post (OAuth callbacks) or a JSON object: a bare number in JSON made better-auth throw (a 500).
        const form = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
        const isObject = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body);
        if (!form && !isObject) return sendError(reply, 400, 'VALIDATION', es.errors.validation);
        body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
      }
      const response = await auth.handler(new Request(url, { method: request.method, headers: toHeaders(request), body }));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);

      const text = await response.text();
      const type = response.headers.get('content-type') ?? '';
      // better-auth's English error page (a 200 of HTML) and the plain text of its 404 get the API's shape.
      if (!type.includes('json') && (response.status >= 400 || type.includes('html'))) {
        reply.removeHeader('content-type');
        if (response.status === 404) return sendError(reply, 404, 'NOT_FOUND', es.errors.routeNotFound);
        return sendError(reply, Math.max(response.status, 400), 'AUTH_ERROR', es.login.genericError);
      }
      if (response.status >= 400 && type.includes('json')) {
        let code = 'AUTH_ERROR';
        try {
          const parsed = JSON.parse(text) as { code?: string; message?: string };
          code = parsed.code ?? code;
          // Schema errors name the field in English; the e-mail one deserves its own message.
          if (code === 'VALIDATION_ERROR' && /email/i.test(parsed.message ?? '')) code = 'INVALID_EMAIL';
        } catch {
          /* not JSON after all: keep the generic code */
        }
        const [status, message] = spanishByCode[code] ?? [];
        return reply.status(status ?? response.status).send({ error: { code, message: message ?? es.login.genericError } });
      }
      return reply.send(text);
    },
  });
}
