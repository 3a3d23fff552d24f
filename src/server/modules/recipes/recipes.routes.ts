// The recipe book's API (DESIGN §4): list and detail are readable anonymously (except one's own and
// favourite lists); rating, favourites and comments need a signed-in cook.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recipesApi, type RecipeListQuery } from '#shared/contract/recipes.ts';
import { recipesChangedTopic } from '#shared/contract/live.ts';
import { normaliseSearchText } from '#shared/domain/text.ts';
import { es } from '#shared/i18n/es.ts';
import { requireViewer } from '../../auth/session.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { notFound } from '../../http/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { decodeCursor } from './cursor.ts';
import { ListCache, sendJsonText } from './list-cache.ts';
import { listComments } from './reactions.repository.ts';
import { findRecipe, listRecipes, listSortKind, recipeExists, seesOwnBook } from './recipes.repository.ts';
import { addComment, recordRecipeView, setFavorite, setRating } from './recipes.service.ts';

const texts = es.recipes;

/** Queries that ask the same thing share a key: 'PLÁTANO frito' and 'platano frito' are one search (and '%%' is a search, not the list). */
const cacheKey = (q: RecipeListQuery) =>
  [q.filter, q.difficulty, q.nationality, q.mealType, q.q ? `q:${normaliseSearchText(q.q)}` : '', q.cursor, q.limit].join('|');

export async function recipesRoutes(fastify: FastifyInstance, { db, live, search, config }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const listCache = new ListCache(config.answerCaches ? undefined : 0);
  const stopListening = live.subscribe([recipesChangedTopic], () => listCache.clear());
  fastify.addHook('onClose', async () => stopListening());

  app.route({
    ...contractRoute(recipesApi.list),
    handler: async (request, reply) => {
      const query = request.query;
      const viewer =
        query.filter === 'mine'
          ? await requireViewer(request, texts.errors.signInForMine)
          : query.filter === 'favorites'
            ? await requireViewer(request, texts.errors.signInForFavorites)
            : await request.server.viewerOf(request);
      // A search is ranked by the search index; the list without one walks the database's indexes.
      const searching = Boolean(query.q);
      // The cursor is read here, once: anything but a cursor of this list is a Spanish 400.
      const after = !searching && query.cursor ? decodeCursor(listSortKind(query), query.cursor) : null;
      const page = (viewerId: string | null) => (searching ? search.book(query, viewerId) : listRecipes(db, query, after, viewerId));
      // Their own lists, and the whole book of a cook who blocked someone or whose recipe is hidden, are theirs alone.
      const personal = query.filter === 'mine' || query.filter === 'favorites' || (viewer !== null && (await seesOwnBook(db, viewer.id)));
      if (viewer && personal) return page(viewer.id);
      // Everyone sees the same page here, so it is served from the cache as the text of the page (an
      // object would be serialised again).
      const json = await listCache.get(cacheKey(query), async () => JSON.stringify(await page(null)));
      return sendJsonText(reply, json);
    },
  });

  app.route({
    ...contractRoute(recipesApi.detail),
    handler: async (request) => {
      const viewer = await request.server.viewerOf(request);
      const recipe = await findRecipe(db, request.params.id, viewer?.id ?? null);
      if (!recipe) throw notFound(texts.errors.notFound);
      return recipe;
    },
  });

  // Reading a recipe counts for nothing: a foreign page could make a signed-in browser read many. The app
  // says it opened one with this write, which the Origin check keeps to our own pages.
  app.route({
    ...contractRoute(recipesApi.recordView),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, texts.errors.signInForViews);
      if (!(await recordRecipeView(db, request.params.id, viewer.id))) throw notFound(texts.errors.notFound);
      // The contract types the empty answer as null; a 204 goes out without a body or content type all the same.
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...contractRoute(recipesApi.rate),
    handler: async (request) => {
      const viewer = await requireViewer(request, texts.rating.signInRequired);
      return setRating(db, request.params.id, viewer.id, request.body.stars);
    },
  });

  app.route({
    ...contractRoute(recipesApi.clearRating),
    handler: async (request) => {
      const viewer = await requireViewer(request, texts.rating.signInRequired);
      return setRating(db, request.params.id, viewer.id, 0);
    },
  });

  app.route({
    ...contractRoute(recipesApi.favorite),
    handler: async (request) => {
      const viewer = await requireViewer(request, texts.favorites.signInRequired);
      return setFavorite(db, request.params.id, viewer.id, true);
    },
  });

  app.route({
    ...contractRoute(recipesApi.unfavorite),
    handler: async (request) => {
      const viewer = await requireViewer(request, texts.favorites.signInRequired);
      return setFavorite(db, request.params.id, viewer.id, false);
    },
  });

  app.route({
    ...contractRoute(recipesApi.comments),
    handler: async (request) => {
      const viewerId = (await request.server.viewerOf(request))?.id ?? null;
      if (!(await recipeExists(db, request.params.id, viewerId))) throw notFound(texts.errors.notFound);
      const { cursor, limit } = request.query;
      return listComments(db, viewerId, request.params.id, cursor ? decodeCursor('comments', cursor) : null, limit);
    },
  });

  app.route({
    ...contractRoute(recipesApi.addComment),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, texts.comments.signInRequired);
      const comment = await addComment(db, request.params.id, viewer, request.body.comment, config.community.newAccountBrakes);
      return reply.status(201).send(comment);
    },
  });
}
