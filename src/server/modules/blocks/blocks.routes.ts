// PUT/DELETE /api/users/:id/block and GET /api/me/blocks («Cuentas bloqueadas»).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moderationApi } from '#shared/contract/moderation.ts';
import { recipes as recipeTexts } from '#shared/i18n/recipes.ts';
import { requireViewer } from '../../auth/session.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { badRequest } from '../../http/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { cursorParts, isRealTimestamp } from '../recipes/cursor.ts';
import { listBlocked, type BlocksCursor } from './blocks.repository.ts';
import { setBlocked } from './blocks.service.ts';

/** The cursor listBlocked wrote; anything else (tampering included) is a Spanish 400. */
function decodeBlocksCursor(cursor: string): BlocksCursor {
  const parts = cursorParts(cursor);
  if (parts && parts.length === 2 && isRealTimestamp(parts[0]) && typeof parts[1] === 'string' && parts[1].length <= 100) {
    return { blockedAt: parts[0], id: parts[1] };
  }
  throw badRequest(recipeTexts.errors.invalidCursor, 'INVALID_CURSOR');
}

export async function blocksRoutes(fastify: FastifyInstance, { db }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const [route, block] of [
    [moderationApi.block, true],
    [moderationApi.unblock, false],
  ] as const) {
    app.route({
      ...contractRoute(route),
      handler: async (request) => {
        const viewer = await requireViewer(request);
        return setBlocked(db, viewer.id, request.params.id, block);
      },
    });
  }

  app.route({
    ...contractRoute(moderationApi.blocked),
    handler: async (request) => {
      const viewer = await requireViewer(request);
      return listBlocked(db, viewer.id, request.query.cursor ? decodeBlocksCursor(request.query.cursor) : null);
    },
  });
}
