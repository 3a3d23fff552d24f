// buildApp wires every plugin and feature module explicitly, so a reader sees the whole server here.
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuth, type Auth } from './auth/auth.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { registerViewer } from './auth/session.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { registerClientStatic } from './http/client-static.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: boolean;
  /** Where logs go when logger is on (stdout by default); tests read it to prove no secret leaks. */
  logStream?: NodeJS.WritableStream;
  serveClient?: boolean;
}

export interface App {
  server: FastifyInstance;
  auth: Auth;
}

export async function buildApp({ config, database, logger = false, logStream, serveClient = true }: BuildOptions): Promise<App> {
  const server = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(server);

  await server.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix injects small <style> tags for scroll locking.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3?.endpoint ? [config.s3.endpoint] : [])],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://'),
  });
  await server.register(fastifyCookie);
  await server.register(fastifyRateLimit, { global: false });
  registerOriginCheck(server, config.publicUrl);

  const { db, pool } = database;
  const auth = createAuth(config, db);
  registerViewer(server, auth);

  await server.register(authRoutes, {
    auth,
    rateLimit: config.authRateLimit,
    providers: { google: Boolean(config.google), facebook: Boolean(config.facebook) },
  });
  await server.register(healthRoutes, { pool });
  await server.register(profileRoutes, { db });

  if (serveClient) await registerClientStatic(server);
  await server.ready();
  return { server, auth };
}
