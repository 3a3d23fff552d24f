// The HTTP side of recipe writes and of the shared utensil catalogue: parse, require a sign-in, call the service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogKindParamsSchema, catalogNameSchema, type CatalogAdded, type RecipeCreated } from '#shared/contract/editor.ts';
import { recipeInputSchema } from '#shared/contract/recipe-input.ts';
import { recipeParamsSchema } from '#shared/contract/recipes.ts';
import { es } from '#shared/i18n/es.ts';
import { requireViewer } from '../../auth/session.ts';
import type { ModuleDeps } from '../deps.ts';
import { addCookUtensil, createRecipe, editRecipe, listUtensils, removeRecipe } from './editor.service.ts';

const t = es.editor;

export async function editorRoutes(fastify: FastifyInstance, { db, storage }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Who is asking is settled before the body is validated: a signed-out request gets 401, not 400.
  const signedIn = (message: string) => async (request: FastifyRequest) => {
    await requireViewer(request, message);
  };

  app.post(
    '/api/recipes',
    { schema: { body: recipeInputSchema }, onRequest: signedIn(t.signInToCreate) },
    async (request, reply): Promise<RecipeCreated> => {
      const viewer = await requireViewer(request, t.signInToCreate);
      const id = await createRecipe(db, viewer, request.body);
      reply.status(201);
      return { id };
    },
  );

  app.put(
    '/api/recipes/:id',
    {
      schema: { params: recipeParamsSchema, body: recipeInputSchema },
      onRequest: signedIn(t.signInToEdit),
    },
    async (request): Promise<RecipeCreated> => {
      const viewer = await requireViewer(request, t.signInToEdit);
      await editRecipe({ db, storage }, viewer, request.params.id, request.body);
      return { id: request.params.id };
    },
  );

  app.delete(
    '/api/recipes/:id',
    { schema: { params: recipeParamsSchema }, onRequest: signedIn(t.signInToDelete) },
    async (request, reply) => {
      const viewer = await requireViewer(request, t.signInToDelete);
      await removeRecipe({ db, storage }, viewer, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get('/api/catalog/utensils', async () => listUtensils(db));

  app.post(
    '/api/catalog/:kind',
    {
      schema: { params: catalogKindParamsSchema, body: catalogNameSchema },
      onRequest: signedIn(t.utensil.signIn),
    },
    async (request, reply): Promise<CatalogAdded> => {
      const viewer = await requireViewer(request, t.utensil.signIn);
      const { kind } = request.params;
      const { name } = request.body;
      await addCookUtensil(db, viewer.id, { kind, name });
      reply.status(201);
      return { kind, name };
    },
  );
}
