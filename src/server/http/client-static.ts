// Serves the built React app (dist/client) and falls back to index.html for client routes.
// The build's files are listed once at start and served by one route: @fastify/static's own per-file routes
// (two for each of ~200 files with their .br and .gz) took a quarter of the server's start-up.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { answerUnknownApiPath } from './errors.ts';
import { firstReadsLink } from './first-reads.ts';
import { loadFirstScreenDrawer, sendDrawnPage } from './first-screen.ts';

/** The files under `root`, as URL paths without the leading slash ('assets/app-1a2b.js'). */
function filesUnder(root: string): Set<string> {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.slice(root.length + 1)}/${entry.name}`.replace(/^\//, '')),
  );
}

/** The file a request path names, if the build has it; null for client routes and anything else. */
function builtFile(url: string, files: Set<string>): string | null {
  try {
    const path = decodeURIComponent(url.split('?')[0]!).slice(1);
    return files.has(path) ? path : null;
  } catch {
    return null; // a malformed escape names no file
  }
}

export async function registerClientStatic(app: FastifyInstance, clientDir: string) {
  if (!existsSync(clientDir)) {
    app.log.warn(`No client build at ${clientDir}: run "npm run build".`);
    return;
  }
  const files = filesUnder(clientDir);
  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    // The build writes .br and .gz beside each asset (vite.config.ts); send those when the browser accepts them.
    preCompressed: true,
    setHeaders(reply, path) {
      const immutable = path.includes('/assets/');
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The server's build of the app's screens sits beside the browser's (dist/ssr beside dist/client).
  const drawer = await loadFirstScreenDrawer(app, join(clientDir, '..', 'ssr'), clientDir);
  // Files of the build as they are; client routes (/menu, /recipes/…) load the app shell, with their screen
  // drawn in it where the server draws it; unknown API paths stay JSON 404s. The shell tells the browser which
  // reads its first screen will make.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return answerUnknownApiPath(request.url, reply);
    const file = builtFile(request.url, files);
    if (file) return reply.sendFile(file);
    const drawn = await drawer?.draw(request);
    if (drawn) return sendDrawnPage(request, reply, drawn);
    return reply.header('Link', firstReadsLink(request)).sendFile('index.html');
  });
}
