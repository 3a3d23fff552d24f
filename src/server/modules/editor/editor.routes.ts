// Writes of recipes (only their author may change or delete them) and the shared utensil catalogue.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  catalogKindParamsSchema,
  catalogNameSchema,
  type CatalogAdded,
  type RecipeCreated,
  type Utensils,
} from '#shared/contract/editor.ts';
import { recipeInputSchema } from '#shared/contract/recipe-input.ts';
import { recipeParamsSchema } from '#shared/contract/recipes.ts';
import { recipeTopic } from '#shared/contract/live.ts';
import { es } from '#shared/i18n/es.ts';
import { requireViewer } from '../../auth/session.ts';
import { conflict, forbidden, notFound, tooMany } from '../../http/errors.ts';
import { publishLive } from '../../live/live-hub.ts';
import { assertOwnUploads, releaseFiles } from '../../storage/uploads.repository.ts';
import { refreshAchievements } from '../achievements/achievements.service.ts';
import type { ModuleDeps } from '../deps.ts';
import { isUuid } from '../recipes/cursor.ts';
import {
  addCookUtensil,
  addRecipeUtensils,
  authorNameOf,
  countPublished,
  deleteRecipe,
  droppedUtensils,
  insertRecipe,
  listUtensils,
  lockRecipe,
  maxUtensilsPerCook,
  recipeImageUrls,
  removeUnusedUtensils,
  updateRecipe,
  utensilsOf,
  type Tx,
} from './editor.repository.ts';

const t = es.editor;

/**
 * Keeps the shared catalogue in step with a recipe write: saves the utensils the recipe brings (a few at
 * most), removes those it stopped using that no recipe uses any more, and tells open editors.
 */
async function syncCatalog(tx: Tx, change: { recipeId?: string; uses?: Utensils; dropped?: Utensils }) {
  const added =
    change.recipeId && change.uses ? await addRecipeUtensils(tx, change.recipeId, change.uses) : [];
  const removed = change.dropped ? await removeUnusedUtensils(tx, change.dropped) : [];
  if (added.length || removed.length) await publishLive(tx, 'catalog', { type: 'catalog.changed' });
}

export async function editorRoutes(fastify: FastifyInstance, { db, storage }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Who is asking is settled before the body is validated: a signed-out request gets 401, not 400.
  const signedIn = (message: string) => async (request: FastifyRequest) => {
    await requireViewer(request, message);
  };

  /** The recipe locked for writing, when the viewer is its author. */
  async function authorsRecipe(tx: Tx, id: string, viewerId: string, notAuthorMessage: string) {
    const recipe = isUuid(id) ? await lockRecipe(tx, id) : null;
    if (!recipe) throw notFound(t.notFound);
    if (recipe.authorId !== viewerId) throw forbidden(notAuthorMessage);
    return recipe;
  }

  app.post(
    '/api/recipes',
    { schema: { body: recipeInputSchema }, onRequest: signedIn(t.signInToCreate) },
    async (request, reply): Promise<RecipeCreated> => {
      const viewer = await requireViewer(request, t.signInToCreate);
      const input = request.body;
      const id = await db.transaction(async (tx) => {
        const author = await authorNameOf(tx, viewer);
        await assertOwnUploads(tx, viewer.id, recipeImageUrls(input));
        const created = await insertRecipe(tx, { id: viewer.id, name: author }, input);
        await countPublished(tx, viewer.id, 1);
        await syncCatalog(tx, { recipeId: created, uses: utensilsOf(input) });
        await refreshAchievements(tx, viewer.id);
        return created;
      });
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
      const input = request.body;
      const newUrls = recipeImageUrls(input);
      const dropped = await db.transaction(async (tx) => {
        const recipe = await authorsRecipe(tx, request.params.id, viewer.id, t.notAuthor);
        await assertOwnUploads(
          tx,
          viewer.id,
          newUrls.filter((url) => !recipe.imageUrls.includes(url)),
        );
        await updateRecipe(tx, recipe, input);
        const uses = utensilsOf(input);
        await syncCatalog(tx, { recipeId: recipe.id, uses, dropped: droppedUtensils(recipe.utensils, uses) });
        await publishLive(tx, recipeTopic(recipe.id), { type: 'recipe.updated', id: recipe.id });
        return recipe.imageUrls.filter((url) => !newUrls.includes(url));
      });
      // Replaced photos go once the new version is committed.
      await releaseFiles(db, storage, dropped);
      return { id: request.params.id };
    },
  );

  app.delete(
    '/api/recipes/:id',
    { schema: { params: recipeParamsSchema }, onRequest: signedIn(t.signInToDelete) },
    async (request, reply) => {
      const viewer = await requireViewer(request, t.signInToDelete);
      const images = await db.transaction(async (tx) => {
        const recipe = await authorsRecipe(tx, request.params.id, viewer.id, t.notAuthorDelete);
        await deleteRecipe(tx, recipe);
        await syncCatalog(tx, { dropped: recipe.utensils });
        await countPublished(tx, viewer.id, -1);
        await refreshAchievements(tx, viewer.id);
        await publishLive(tx, recipeTopic(recipe.id), { type: 'recipe.deleted', id: recipe.id });
        return recipe.imageUrls;
      });
      await releaseFiles(db, storage, images);
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
      await db.transaction(async (tx) => {
        const outcome = await addCookUtensil(tx, viewer.id, { kind, name });
        if (outcome === 'exists') throw conflict(t.utensil.exists, 'UTENSIL_EXISTS');
        if (outcome === 'full')
          throw tooMany(t.utensil.tooMany(maxUtensilsPerCook), 'UTENSIL_LIMIT');
        await publishLive(tx, 'catalog', { type: 'catalog.changed', kind });
      });
      reply.status(201);
      return { kind, name };
    },
  );
}
