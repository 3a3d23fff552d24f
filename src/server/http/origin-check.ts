// State changes must come from our own pages: a cross-site Origin on POST/PUT/PATCH/DELETE is refused.
import type { FastifyInstance } from 'fastify';
import { es } from '#shared/i18n/es.ts';
import { sendError } from './errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (!origin) {
      // No Origin: a non-browser client (no ambient cookies to abuse) unless the browser says cross-site.
      if (fetchSite === 'cross-site') return sendError(reply, 403, 'BAD_ORIGIN', es.errors.badOrigin);
      return;
    }
    const host = request.headers.host;
    const allowed = origin === publicOrigin || (host && (origin === `http://${host}` || origin === `https://${host}`));
    if (!allowed) return sendError(reply, 403, 'BAD_ORIGIN', es.errors.badOrigin);
  });
}
