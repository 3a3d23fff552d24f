// buildApp wires every plugin and feature module explicitly, so a reader sees the whole server here.
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuth, type Auth } from './auth/auth.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { registerViewer } from './auth/session.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerClientStatic } from './http/client-static.ts';
import { answerRouterError, clientErrorHandler, registerErrorHandling } from './http/errors.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { registerRequestIdHeader, requestIdOf } from './http/request-id.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerProgressGuard } from './http/progress-guard.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { LiveHub } from './live/live-hub.ts';
import { liveRoutes } from './live/live.routes.ts';
import { achievementsRoutes } from './modules/achievements/achievements.routes.ts';
import { blockedIdsOf } from './modules/blocks/blocks.repository.ts';
import { blocksRoutes } from './modules/blocks/blocks.routes.ts';
import { cookingRoutes } from './modules/cooking/cooking.routes.ts';
import type { ModuleDeps } from './modules/deps.ts';
import { editorRoutes } from './modules/editor/editor.routes.ts';
import { recipeImportRoutes } from './modules/editor/recipe-import.routes.ts';
import { feedRoutes } from './modules/feed/feed.routes.ts';
import { followRoutes } from './modules/follow/follow.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { progressRoutes } from './modules/progress/progress.routes.ts';
import { publicRecipeRoutes } from './modules/public-recipe/public-recipe.routes.ts';
import { startPushSender } from './modules/push/push-sender.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { recipesRoutes } from './modules/recipes/recipes.routes.ts';
import { RecipeSearch } from './modules/search/search.service.ts';
import { shoppingListRoutes } from './modules/shopping-list/shopping-list.routes.ts';
import { createStorage, type FileStorage } from './storage/storage.ts';
import { uploadsRoutes } from './storage/uploads.routes.ts';

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: boolean;
  /** Where logs go when logger is on (stdout by default); tests read it to prove no secret leaks. */
  logStream?: NodeJS.WritableStream;
  serveClient?: boolean;
  /** Defaults to local disk under DATA_DIR/uploads. */
  storage?: FileStorage;
}

export interface App {
  server: FastifyInstance;
  auth: Auth;
  live: LiveHub;
  search: RecipeSearch;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp({ config, database, logger = false, logStream, serveClient = true, storage }: BuildOptions): Promise<App> {
  const server = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
    // A hop count trusts that many proxies in front (Fastify's types only take a function for it).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Errors before any route (unparseable requests, bad URLs) in the API's Spanish shape too.
    clientErrorHandler,
    frameworkErrors: answerRouterError,
  });
  // PUT /like, DELETE /favorite and friends carry no body; a client that still labels them JSON is fine.
  const parseJson = server.getDefaultJsonParser('error', 'error');
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerRequestIdHeader(server);
  registerErrorHandling(server);
  registerTextGuard(server);
  registerProgressGuard(server);

  registerSecurityHeaders(server, config);
  await server.register(fastifyCookie);
  const { db, pool } = database;
  await registerRateLimits(server, db, { writesPerMinute: config.writeRateLimit, authAttemptsPerMinute: config.authRateLimit });
  registerOriginCheck(server, config.publicUrl);

  const auth = createAuth(config, db);
  registerViewer(server, auth);
  const live = new LiveHub(database.url, db, { log: server.log });
  await live.start();
  server.addHook('onClose', () => live.close());
  const search = new RecipeSearch(db, server.log);
  search.start(live);
  server.addHook('onClose', async () => search.stop());

  await registerApiDocs(server, config.publicUrl);
  await server.register(authRoutes, {
    auth,
    providers: { google: Boolean(config.google), facebook: Boolean(config.facebook) },
  });
  await server.register(liveRoutes, { hub: live, limits: config.live, blockedBy: (userId) => blockedIdsOf(db, userId) });

  const deps: ModuleDeps = { config, db, live, search, storage: storage ?? createStorage(config) };
  await server.register(healthRoutes, { pool, storage: deps.storage });
  await server.register(uploadsRoutes, deps);
  await server.register(profileRoutes, deps);
  await server.register(recipesRoutes, deps);
  await server.register(editorRoutes, deps);
  await server.register(recipeImportRoutes, deps);
  await server.register(cookingRoutes, deps);
  await server.register(feedRoutes, deps);
  await server.register(followRoutes, deps);
  await server.register(blocksRoutes, deps);
  await server.register(moderationRoutes, deps);
  await server.register(achievementsRoutes, deps);
  await server.register(progressRoutes, deps);
  await server.register(pushRoutes, deps);
  await server.register(shoppingListRoutes, deps);
  await server.register(publicRecipeRoutes, deps);
  // Sends the pushes the modules queue (push_outbox), in the background of every process.
  const pushSender = startPushSender({ db, live, vapid: config.push.vapid, log: server.log });
  server.addHook('onClose', () => pushSender.stop());

  if (serveClient) await registerClientStatic(server, config.clientDir);
  await server.ready();
  return { server, auth, live, search };
}
