// The first screens the server draws (docs/decisions/014): the sign-in screen for someone signed out; the
// menu, «Modo Cocina», the book and the feed for a cook who is signed in. The page then paints the screen
// itself with its first paint, instead of the loading screen and, on a slow phone, the screen seconds later
// once the app's code has run. The drawing is the app's own (client/app/server-render.tsx, built for Node in dist/ssr), from
// this server's own answers to the screen's reads, which travel in the page for the browser to take the screen
// over with. Without that build, or when drawing fails, the page is the app shell as before.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasSessionCookie } from '../auth/session.ts';

/** What the server's build of the screens offers (client/app/server-render.tsx). */
interface ScreenDrawing {
  /** Who each screen is drawn for, and the URLs of its reads (GETs of the API), the session's first. */
  screensToDraw: Readonly<Record<string, { signedIn: boolean; reads: readonly string[] }>>;
  renderFirstScreen(url: string, answers: Record<string, unknown>): Promise<{ html: string; readsScript: string } | null>;
}

/** The page around a drawn screen: the app shell's HTML before #root and from `</body>` on. */
function shellAround(shell: string): { before: string; after: string } {
  const rootStart = shell.indexOf('<div id="root">');
  const bodyEnd = shell.lastIndexOf('</body>');
  if (rootStart < 0 || bodyEnd < rootStart) throw new Error('index.html: no #root right before </body>');
  return { before: shell.slice(0, rootStart), after: shell.slice(bodyEnd) };
}

export interface DrawnPage {
  html: string;
  /**
   * The cookies its reads set, as the browser would have got them asking itself: a session the read refreshed
   * (better-auth extends one a day old) keeps its cookie in step, and the browser need not ask again.
   */
  cookies: string[];
}

export interface FirstScreenDrawer {
  /** The whole page with the screen at the request's address drawn in it, or null where none is drawn. */
  draw(request: FastifyRequest): Promise<DrawnPage | null>;
}

/**
 * Null when there is no server build of the app's screens (npm run build writes it). The shell is read for each
 * page, as the static route reads it: a new client build in place is served at once.
 */
export async function loadFirstScreenDrawer(app: FastifyInstance, ssrDir: string, clientDir: string): Promise<FirstScreenDrawer | null> {
  const entry = join(ssrDir, 'server-render.js');
  if (!existsSync(entry)) {
    app.log.warn(`No server build of the first screens at ${entry}: the app shell is served instead.`);
    return null;
  }
  const { screensToDraw, renderFirstScreen } = (await import(pathToFileURL(entry).href)) as ScreenDrawing;

  /** This server's answer to a read, as the browser would get it with this request's cookie; null if refused. */
  async function answer(request: FastifyRequest, path: string): Promise<{ body: unknown; cookies: string[] } | null> {
    const response = await app.inject({ method: 'GET', url: path, headers: { cookie: request.headers.cookie ?? '' } });
    if (response.statusCode !== 200) return null;
    const cookies = response.headers['set-cookie'] ?? [];
    return { body: response.json(), cookies: Array.isArray(cookies) ? cookies : [cookies] };
  }

  return {
    async draw(request) {
      const [path, query] = request.url.split('?');
      const screen = query === undefined && Object.hasOwn(screensToDraw, path!) ? screensToDraw[path!] : undefined;
      const signedIn = hasSessionCookie(request);
      if (!screen || (screen.signedIn && !signedIn)) return null;
      try {
        const [sessionRead, ...reads] = screen.reads;
        const session = signedIn ? await answer(request, sessionRead!) : { body: null, cookies: [] };
        if (!session || Boolean(session.body) !== screen.signedIn) return null;
        const answers: Record<string, unknown> = { [sessionRead!]: session.body };
        const cookies = [...session.cookies];
        for (const read of reads) {
          const answered = await answer(request, read);
          if (!answered) return null;
          answers[read] = answered.body;
          cookies.push(...answered.cookies);
        }
        const drawn = await renderFirstScreen(request.url, answers);
        if (!drawn) return null;
        const { before, after } = shellAround(await readFile(join(clientDir, 'index.html'), 'utf8'));
        return { html: `${before}<div id="root">${drawn.html}</div>${drawn.readsScript}\n  ${after}`, cookies };
      } catch (error) {
        request.log.warn({ err: error }, 'could not draw the first screen: the app shell is served instead');
        return null;
      }
    },
  };
}

/** Brotli (or gzip) at a quick level: a drawn page is ~15 KB, a quarter of that on the wire of a slow phone. */
export function sendDrawnPage(request: FastifyRequest, reply: FastifyReply, { html: page, cookies }: DrawnPage) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  // It names who is signed in: never kept by a shared cache, and asked again on each visit.
  void reply.type('text/html; charset=utf-8').header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie, Accept-Encoding');
  if (cookies.length > 0) void reply.header('Set-Cookie', cookies);
  if (/\bbr\b/.test(accepted)) {
    return reply.header('Content-Encoding', 'br').send(brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(page, { level: 6 }));
  return reply.send(page);
}
