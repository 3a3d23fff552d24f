// The cooking API (DESIGN §4): the three searches are open to anonymous cooks; cook sessions and the offline
// catalogue need an account.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cookingApi, type KnownIngredients } from '#shared/contract/cooking.ts';
import { recipesChangedTopic } from '#shared/contract/live.ts';
import { selectionKeys } from '#shared/domain/ingredients.ts';
import { normaliseSearchText } from '#shared/domain/text.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { requireViewer } from '../../auth/session.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { notFound } from '../../http/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { blockedAuthorsOf } from '../moderation/visibility.ts';
import { knownIngredients } from './cooking.repository.ts';
import {
  finishCookSession,
  offlineCataloguePage,
  randomRecipe,
  startCookSession,
} from './cooking.service.ts';
import { ListCache, sendJsonText } from '../recipes/list-cache.ts';
import { SearchCache } from './search-cache.ts';

const texts = es.cooking;
/** The typeahead's list changes slowly; one read serves every cook for a minute. */
const knownIngredientsMaxAgeMs = 60_000;

export async function cookingRoutes(fastify: FastifyInstance, { db, config, live, search }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const knownAnswer = new SearchCache<KnownIngredients>(1, knownIngredientsMaxAgeMs);
  // Answers of the two searches, as JSON text, until the next change to any recipe.
  const answers = new ListCache(config.answerCaches ? undefined : 0);
  const stopListening = live.subscribe([recipesChangedTopic], () => answers.clear());
  fastify.addHook('onClose', async () => stopListening());

  app.route({
    ...contractRoute(cookingApi.knownIngredients),
    handler: async (_request, reply) => {
      void reply.header('cache-control', `public, max-age=${knownIngredientsMaxAgeMs / 1000}`);
      return knownAnswer.get('all', async () => ({ items: await knownIngredients(db) }));
    },
  });

  /** The cooks the viewer blocked (none for a visitor): their answers are their own, never the shared cached ones. */
  const blockedBy = async (request: FastifyRequest) => blockedAuthorsOf(db, (await request.server.viewerOf(request))?.id ?? null);

  app.route({
    ...contractRoute(cookingApi.searchByIngredients),
    handler: async (request, reply) => {
      const { have, cursor } = request.query;
      const blocked = await blockedBy(request);
      if (blocked.size) return search.pantry(have, cursor, blocked);
      // The ranking depends only on the keys the selection stands for, but each recipe's «te falta» on the names.
      const key = ['have', selectionKeys(have).sort().join(','), have.join(','), cursor].join('|');
      return sendJsonText(reply, await answers.get(key, async () => JSON.stringify(await search.pantry(have, cursor))));
    },
  });

  app.route({
    ...contractRoute(cookingApi.searchByCraving),
    handler: async (request, reply) => {
      const { q } = request.query;
      const blocked = await blockedBy(request);
      if (blocked.size) return search.craving(q, blocked);
      return sendJsonText(reply, await answers.get(`craving|${normaliseSearchText(q)}`, async () => JSON.stringify(await search.craving(q))));
    },
  });

  app.route({
    ...contractRoute(cookingApi.randomRecipe),
    handler: async (request) => {
      const { mealType, exclude } = request.query;
      const viewer = await request.server.viewerOf(request);
      const recipe = await randomRecipe(db, viewer?.id ?? null, mealType, exclude);
      if (!recipe) throw notFound(fill(texts.surprise.noneFor, { mealType }));
      return { recipe };
    },
  });

  app.route({
    ...contractRoute(cookingApi.startCookSession),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, texts.api.sessionNeedsAccount);
      const { recipeId, fromPantry, clientId, ingredientsVerified } = request.body;
      const id = await startCookSession(db, viewer.id, { recipeId, fromPantry, clientId, ingredientsVerified });
      void reply.status(201);
      return { id };
    },
  });

  app.route({
    ...contractRoute(cookingApi.finishCookSession),
    handler: async (request) => {
      const viewer = await requireViewer(request, texts.api.sessionNeedsAccount);
      const { id } = request.params;
      return { id, ...(await finishCookSession(db, id, viewer.id, request.body.rating)) };
    },
  });

  app.route({
    ...contractRoute(cookingApi.offlineCatalogue),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request);
      // The cook's own rating and favourite flag are in it: never kept by a shared cache.
      void reply.header('cache-control', 'private, no-store');
      return offlineCataloguePage(db, viewer.id, config.offlineCatalogueCap, request.query.cursor ?? 0);
    },
  });
}
