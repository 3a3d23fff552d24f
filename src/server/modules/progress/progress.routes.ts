import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { progressApi } from '#shared/contract/progress.ts';
import { progress as texts } from '#shared/i18n/progress.ts';
import { requireViewer } from '../../auth/session.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { ModuleDeps } from '../deps.ts';
import { leaderboardOf, progressOf } from './progress.service.ts';

export async function progressRoutes(fastify: FastifyInstance, { db }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...contractRoute(progressApi.progress),
    handler: async (request) => {
      const viewer = await requireViewer(request, texts.api.signInRequired);
      return progressOf(db, viewer.id);
    },
  });

  app.route({
    ...contractRoute(progressApi.leaderboard),
    handler: async (request) => {
      const viewer = await requireViewer(request, texts.api.signInRequired);
      return leaderboardOf(db, viewer.id);
    },
  });
}
