// GET/PUT /api/me/shopping-list: the signed-in cook's shopping list, synced from each of their devices.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shoppingListApi } from '#shared/contract/shopping-list.ts';
import { shoppingList as texts } from '#shared/i18n/shopping-list.ts';
import { requireViewer } from '../../auth/session.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { ModuleDeps } from '../deps.ts';
import { getShoppingList, putShoppingList } from './shopping-list.service.ts';

export async function shoppingListRoutes(fastify: FastifyInstance, { db }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...contractRoute(shoppingListApi.get),
    handler: async (request) => getShoppingList(db, (await requireViewer(request, texts.api.signIn)).id),
  });

  app.route({
    ...contractRoute(shoppingListApi.put),
    handler: async (request) => putShoppingList(db, (await requireViewer(request, texts.api.signIn)).id, request.body.items),
  });
}
