// GET /api/users/:id and PUT/DELETE /api/users/:id/follow: the public side of a cook and following them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userParamsSchema, type FollowState } from '#shared/contract/feed.ts';
import { feed as texts } from '#shared/i18n/feed.ts';
import { userTopic } from '#shared/contract/live.ts';
import { requireViewer } from '../../auth/session.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { publishLive } from '../../live/live-hub.ts';
import { refreshAchievements } from '../achievements/achievements.service.ts';
import type { ModuleDeps } from '../deps.ts';
import { createProfileFor } from '../profile/profile.repository.ts';
import { findPublicUser, lockPair, setFollow } from './follow.repository.ts';

export async function followRoutes(fastify: FastifyInstance, { db }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/users/:id', { schema: { params: userParamsSchema } }, async (request) => {
    const viewer = await request.server.viewerOf(request);
    const found = await findPublicUser(db, viewer?.id ?? null, request.params.id);
    if (!found) throw notFound(texts.userNotFound);
    return found;
  });

  for (const follow of [true, false]) {
    app.route({
      method: follow ? 'PUT' : 'DELETE',
      url: '/api/users/:id/follow',
      schema: { params: userParamsSchema },
      handler: async (request): Promise<FollowState> => {
        const viewer = await requireViewer(request, texts.signIn.follow);
        const followeeId = request.params.id;
        if (followeeId === viewer.id) throw badRequest(texts.followSelf, 'FOLLOW_SELF');
        await createProfileFor(db, viewer);
        const { followersCount } = await db.transaction(async (tx) => {
          if (!(await lockPair(tx, viewer.id, followeeId))) throw notFound(texts.userNotFound);
          const result = await setFollow(tx, viewer.id, followeeId, follow);
          if (result.changed) {
            if (follow) await refreshAchievements(tx, viewer.id);
            // Both profile screens show these counters.
            await publishLive(tx, userTopic(viewer.id), { type: 'profile.updated' });
            await publishLive(tx, userTopic(followeeId), { type: 'profile.updated' });
          }
          return result;
        });
        return { followedByMe: follow, followersCount };
      },
    });
  }
}
