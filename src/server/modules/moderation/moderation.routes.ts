// Reports, the moderation queue and a cook's notices (issue 17). Routes parse and authorise (signed in;
// the queue only for MODERATOR_EMAILS); the rules and transactions are in moderation.service.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moderationApi, reportResultSchema } from '#shared/contract/moderation.ts';
import { moderation as texts } from '#shared/i18n/moderation.ts';
import { requireViewer } from '../../auth/session.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { forbidden } from '../../http/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { isModerator } from './moderators.ts';
import { decide, dismissNotice, noticesOf, queuePage, reportItem } from './moderation.service.ts';

export async function moderationRoutes(fastify: FastifyInstance, { db, storage, config }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { community } = config;

  /** The signed-in moderator (401 signed out, 403 in Spanish for everyone else). */
  async function requireModerator(request: FastifyRequest) {
    const viewer = await requireViewer(request);
    if (!isModerator(community, viewer.email)) throw forbidden(texts.errors.notModerator);
    return viewer;
  }

  const report = contractRoute(moderationApi.report);
  app.route({
    ...report,
    // A repeated report is answered 200 with the same shape.
    schema: { ...report.schema, response: { ...report.schema.response, 200: reportResultSchema } },
    handler: async (request, reply) => {
      const viewer = await requireViewer(request);
      const { targetType, targetId } = request.body;
      const created = await reportItem(db, community, viewer.id, request.body);
      return reply.status(created ? 201 : 200).send({ targetType, targetId, created });
    },
  });

  app.route({
    ...contractRoute(moderationApi.queue),
    handler: async (request) => {
      await requireModerator(request);
      return queuePage(db, request.query.cursor);
    },
  });

  app.route({
    ...contractRoute(moderationApi.decide),
    handler: async (request) => {
      await requireModerator(request);
      const { targetType, targetId } = request.params;
      await decide({ db, storage, community }, targetType, targetId, request.body.action);
      return { targetType, targetId, action: request.body.action };
    },
  });

  app.route({
    ...contractRoute(moderationApi.notices),
    handler: async (request) => {
      const viewer = await requireViewer(request);
      return { items: await noticesOf(db, viewer.id) };
    },
  });

  app.route({
    ...contractRoute(moderationApi.dismissNotice),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request);
      await dismissNotice(db, viewer.id, request.params.id);
      // The contract's null: Fastify sends a 204 without a body or content type all the same.
      return reply.status(204).send(null);
    },
  });
}
