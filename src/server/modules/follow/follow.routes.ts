// GET /api/users/:id and PUT/DELETE /api/users/:id/follow: the public side of a cook and following them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { followApi } from '#shared/contract/follow.ts';
import { feed as texts } from '#shared/i18n/feed.ts';
import { requireViewer } from '../../auth/session.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { notFound } from '../../http/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { findPublicUser } from './follow.repository.ts';
import { setFollowing } from './follow.service.ts';

export async function followRoutes(fastify: FastifyInstance, { db }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...contractRoute(followApi.user),
    handler: async (request) => {
      const viewer = await request.server.viewerOf(request);
      const found = await findPublicUser(db, viewer?.id ?? null, request.params.id);
      if (!found) throw notFound(texts.userNotFound);
      return found;
    },
  });

  for (const [route, follow] of [
    [followApi.follow, true],
    [followApi.unfollow, false],
  ] as const) {
    app.route({
      ...contractRoute(route),
      handler: async (request) => {
        const viewer = await requireViewer(request, texts.signIn.follow);
        return setFollowing(db, viewer.id, request.params.id, follow);
      },
    });
  }
}
