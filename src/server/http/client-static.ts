// Serves the built React app (dist/client) and falls back to index.html for client routes.
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { answerUnknownApiPath } from './errors.ts';

export async function registerClientStatic(app: FastifyInstance, clientDir: string) {
  if (!existsSync(clientDir)) {
    app.log.warn(`No client build at ${clientDir}: run "npm run build".`);
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (vite.config.ts); send those when the browser accepts them.
    preCompressed: true,
    setHeaders(reply, path) {
      const immutable = path.includes('/assets/');
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Client routes (/menu, /recipes/…) all load the app shell; unknown API paths stay JSON 404s.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) return answerUnknownApiPath(request.url, reply);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
