// GET /api/push/public-key, POST/DELETE /api/push/subscriptions, POST /api/cook-timers and
// DELETE /api/cook-timers/:id: the devices a cook is notified on and the step timers that ring there.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pushApi } from '#shared/contract/push.ts';
import { push as texts } from '#shared/i18n/push.ts';
import { requireViewer } from '../../auth/session.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { ModuleDeps } from '../deps.ts';
import { removeSubscription, saveSubscription, startCookTimer, stopCookTimer } from './push.service.ts';

export async function pushRoutes(fastify: FastifyInstance, { db, config }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { vapid, allowLoopback } = config.push;

  // Public by nature: every browser needs it before it can subscribe, and it only identifies this server.
  app.route({ ...contractRoute(pushApi.publicKey), handler: async () => ({ publicKey: vapid.publicKey }) });

  app.route({
    ...contractRoute(pushApi.subscribe),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, texts.signIn.subscribe);
      await saveSubscription(db, viewer.id, request.body, allowLoopback);
      return reply.status(201).send({ endpoint: request.body.endpoint });
    },
  });

  app.route({
    ...contractRoute(pushApi.unsubscribe),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, texts.signIn.subscribe);
      await removeSubscription(db, viewer.id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...contractRoute(pushApi.startTimer),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, texts.signIn.timer);
      return reply.status(201).send(await startCookTimer(db, viewer.id, request.body));
    },
  });

  app.route({
    ...contractRoute(pushApi.stopTimer),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, texts.signIn.timer);
      await stopCookTimer(db, viewer.id, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
