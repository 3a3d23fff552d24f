// The HTTP side of importing a recipe into the editor (signed-in cooks only: it fetches a page and may store
// its picture as their upload) and of a recipe's JSON-LD export (readable by anyone, like the recipe itself).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recipeImportApi } from '#shared/contract/recipe-import.ts';
import { es } from '#shared/i18n/es.ts';
import { requireViewer } from '../../auth/session.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { ModuleDeps } from '../deps.ts';
import { exportRecipe, importRecipeFromLink } from './recipe-import.service.ts';

const t = es.recipeImport.errors;

export async function recipeImportRoutes(fastify: FastifyInstance, { config, db, storage }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...contractRoute(recipeImportApi.importFromLink),
    // Who is asking is settled before the body is validated: a signed-out request gets 401, not 400.
    onRequest: async (request) => {
      await requireViewer(request, t.signIn);
    },
    handler: async (request) => {
      const viewer = await requireViewer(request, t.signIn);
      return importRecipeFromLink({ config, db, storage }, viewer.id, request.body.url);
    },
  });

  app.route({
    ...contractRoute(recipeImportApi.export),
    handler: async (request, reply) => {
      const viewer = await request.server.viewerOf(request);
      const document = await exportRecipe({ config, db }, request.params.id, viewer?.id ?? null);
      reply.type('application/ld+json; charset=utf-8');
      return document;
    },
  });
}
