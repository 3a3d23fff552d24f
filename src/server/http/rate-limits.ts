// The API's rate limits, counted once per request before any route runs:
// - writes (every POST/PUT/PATCH/DELETE, better-auth's included) per client address, across all routes;
// - the same writes per signed-in cook, so one account spread over many addresses is limited too;
// - attempts to sign in, sign up or change a password per client address (stricter).
// The client address is the socket's unless TRUST_PROXY names the proxies in front, so a header
// the client writes itself (X-Forwarded-For) never buys a fresh allowance.
// The counters live in PostgreSQL (rate-limit-store.ts), shared by every server process.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { es } from '#shared/i18n/es.ts';
import { hasSessionCookie } from '../auth/session.ts';
import type { Database } from '../db/connect.ts';
import { sendError } from './errors.ts';
import { postgresRateLimitStore, purgeRateLimitCountersRegularly } from './rate-limit-store.ts';

export interface RateLimitSettings {
  /** Writes per client address, and per signed-in cook, per minute. */
  writesPerMinute: number;
  /** Sign-in, sign-up and password attempts per client address and minute. */
  authAttemptsPerMinute: number;
}

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** better-auth paths that try a secret: the ones worth guessing at. */
const authAttemptPaths =
  /^\/api\/auth\/(sign-in|sign-up|change-password|reset-password|request-password-reset|forget-password|change-email)(\/|\?|$)/;
const minute = 60_000;

type Limiter = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;

export async function registerRateLimits(
  app: FastifyInstance,
  db: Database,
  { writesPerMinute, authAttemptsPerMinute }: RateLimitSettings,
) {
  // Only the counting machinery of the plugin is used: no route carries its own limit, so one write
  // anywhere counts against the same allowance.
  await app.register(fastifyRateLimit, { global: false, store: postgresRateLimitStore(db) });
  const stopPurging = purgeRateLimitCountersRegularly(db, app.log);
  app.addHook('onClose', async () => stopPurging());
  const limiter = (max: number, keyGenerator: (request: FastifyRequest) => string | Promise<string>): Limiter =>
    app.createRateLimit({ max, timeWindow: minute, keyGenerator });

  const authAttempts = limiter(authAttemptsPerMinute, (request) => `auth:${request.ip}`);
  const writesByAddress = limiter(writesPerMinute, (request) => `address:${request.ip}`);
  const writesByCook = limiter(writesPerMinute, async (request) => `cook:${(await request.server.viewerOf(request))?.id}`);

  const refuse = (reply: FastifyReply, retryAfterSeconds: number | undefined, message: string) => {
    void reply.header('retry-after', String(retryAfterSeconds ?? 60));
    return sendError(reply, 429, 'RATE_LIMITED', message);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (readMethods.has(request.method)) return;
    if (authAttemptPaths.test(request.url)) {
      const attempt = await authAttempts(request);
      if (attempt.isExceeded) return refuse(reply, attempt.ttlInSeconds, es.errors.tooManyAuth);
    }
    const byAddress = await writesByAddress(request);
    if (byAddress.isExceeded) return refuse(reply, byAddress.ttlInSeconds, es.errors.tooMany);
    if (hasSessionCookie(request) && (await request.server.viewerOf(request))) {
      const byCook = await writesByCook(request);
      if (byCook.isExceeded) return refuse(reply, byCook.ttlInSeconds, es.errors.tooMany);
    }
  });
}
