// GET /r/:id: a recipe's shareable page, HTML written on the server for visitors without an account and
// for the link previews of chat apps and social networks (DESIGN §4). Registered before the client's
// catch-all, and more specific than it, so /r/… never loads the app shell; the service worker leaves
// /r/ to the network too (sw.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { missingRecipePage, type PageFonts } from './public-recipe.page.ts';
import { publicRecipePage } from './public-recipe.service.ts';

/** The build's Latin font files (their names carry a hash), so the page looks like the app; none without a build. */
function buildFonts(clientDir: string): PageFonts {
  let names: string[] = [];
  try {
    names = readdirSync(join(clientDir, 'assets'));
  } catch {
    // No client build (tests, API-only servers): the page falls back to the system's fonts.
  }
  const find = (prefix: string) => {
    const name = names.find((file) => file.startsWith(prefix) && file.endsWith('.woff2'));
    return name ? `/assets/${name}` : null;
  };
  return { display500: find('fredoka-latin-500-normal-'), display700: find('fredoka-latin-700-normal-'), body: find('nunito-latin-wght-normal-') };
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  // The page differs for a signed-in visitor (its link into the app): never one visitor's copy for another.
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie')
    .send(html);
}

export async function publicRecipeRoutes(app: FastifyInstance, { config, db }: ModuleDeps) {
  const fonts = buildFonts(config.clientDir);

  app.get<{ Params: { id: string } }>('/r/:id', { schema: { hide: true } }, async (request, reply) => {
    const signedIn = Boolean(await request.server.viewerOf(request));
    const page = await publicRecipePage({ config, db, fonts }, request.params.id, signedIn);
    return sendPage(reply, page.status, page.html);
  });

  // /r/ and deeper paths name no recipe: the same Spanish page, not the app shell.
  app.get('/r/*', { schema: { hide: true } }, async (_request, reply) => sendPage(reply, 404, missingRecipePage(fonts)));
}
