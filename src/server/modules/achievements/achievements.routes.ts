// GET /api/achievements, GET /api/achievements/unseen and POST /api/achievements/seen: the viewer's
// medals, and the unlocks their screens have not celebrated yet.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { achievementsApi } from '#shared/contract/achievements.ts';
import { profile as texts } from '#shared/i18n/profile.ts';
import { requireViewer } from '../../auth/session.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { ModuleDeps } from '../deps.ts';
import { achievementsOf, markAchievementsSeen, unseenAchievements } from './achievements.service.ts';

export async function achievementsRoutes(fastify: FastifyInstance, { db }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...contractRoute(achievementsApi.list),
    handler: async (request) => {
      const viewer = await requireViewer(request, texts.achievements.signInRequired);
      return achievementsOf(db, viewer.id);
    },
  });

  app.route({
    ...contractRoute(achievementsApi.unseen),
    handler: async (request) => {
      const viewer = await requireViewer(request, texts.achievements.signInRequired);
      return { items: await unseenAchievements(db, viewer.id) };
    },
  });

  app.route({
    ...contractRoute(achievementsApi.markSeen),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, texts.achievements.signInRequired);
      await markAchievementsSeen(db, viewer.id, request.body.ids);
      return reply.status(204).send(null);
    },
  });
}
