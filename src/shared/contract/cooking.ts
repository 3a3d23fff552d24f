// The cooking API: the three ways to find a recipe (ingredients at hand, surprise, craving), cook sessions,
// and the recipes a cook's device keeps for cooking offline.
import { mealTypes } from '../domain/catalog.ts';
import { cookingLimits, searchQueryMaxLength } from '../domain/content-rules.ts';
import { cooking as texts } from '../i18n/cooking.ts';
import { fill } from '../i18n/fill.ts';
import { recipes as recipeTexts } from '../i18n/recipes.ts';
import { pageSchema } from './page.ts';
import { progressSchema } from './progress.ts';
import { recipeSchema, recipeSummarySchema } from './recipes.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

const { api } = texts;
const ingredientName = z
  .string()
  .trim()
  .min(1, api.haveRequired)
  .max(cookingLimits.ingredientName, fill(api.haveTooLong, { max: cookingLimits.ingredientName }));
const selection = z
  .array(ingredientName)
  .min(1, api.haveRequired)
  .max(cookingLimits.selected, fill(api.haveTooMany, { max: cookingLimits.selected }));

/** GET /api/search/ingredients?have=a,b,c */
export const ingredientSearchQuerySchema = z.object({
  // 'have=arroz,leche' or 'have=arroz&have=leche': both mean the same selection.
  have: z
    .preprocess((value) => (Array.isArray(value) ? value.join(',') : value), z.string({ error: api.haveRequired }))
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(selection),
  /** The next page, as the previous page's nextCursor gave it. */
  cursor: z.string().max(300, api.cursorInvalid).optional(),
});

export const ingredientMatchSchema = z.object({
  recipe: recipeSummarySchema,
  /** The recipe's ingredient names as written, split by whether the cook has them. */
  have: z.array(z.string()),
  missing: z.array(z.string()),
  ratio: z.number(),
});
export type IngredientMatch = z.infer<typeof ingredientMatchSchema>;
/** A page of matches, best first. */
export const ingredientSearchResultSchema = pageSchema(ingredientMatchSchema);
export type IngredientSearchResult = z.infer<typeof ingredientSearchResultSchema>;

/** GET /api/ingredients: the names the typeahead offers. */
export const knownIngredientSchema = z.object({ key: z.string(), name: z.string() });
export type KnownIngredient = z.infer<typeof knownIngredientSchema>;
export const knownIngredientsSchema = z.object({ items: z.array(knownIngredientSchema) });
export type KnownIngredients = z.infer<typeof knownIngredientsSchema>;

/** GET /api/recipes/random?mealType=…&exclude=<id> */
export const randomRecipeQuerySchema = z.object({
  mealType: z.enum(mealTypes, { error: api.mealTypeInvalid }),
  exclude: z.uuid({ error: api.recipeIdInvalid }).optional(),
});
export const randomRecipeSchema = z.object({ recipe: recipeSummarySchema });
export type RandomRecipe = z.infer<typeof randomRecipeSchema>;

/** GET /api/search/craving?q=… */
export const cravingQuerySchema = z.object({
  q: z
    .string({ error: api.cravingRequired })
    .trim()
    .min(1, api.cravingRequired)
    .max(searchQueryMaxLength, fill(api.cravingTooLong, { max: searchQueryMaxLength })),
});
/** The best matches in one page (nextCursor is always null). */
export const cravingResultSchema = pageSchema(recipeSummarySchema).extend({
  /** The query with misspelt words replaced by known ones, when that changed anything. */
  corrected: z.string().nullable(),
});
export type CravingResult = z.infer<typeof cravingResultSchema>;

/** POST /api/cook-sessions */
export const cookSessionStartSchema = z.object({
  recipeId: z.uuid({ error: api.recipeIdInvalid }),
  fromPantry: z.object({ selected: selection }).optional(),
  /**
   * Chosen by the device for a session cooked offline and sent later: the same clientId again answers the
   * session it already made, so a retried send never makes a second one.
   */
  clientId: z.uuid({ error: texts.offline.clientIdInvalid }).optional(),
  /** Every ingredient was checked off on the pre-cooking screen (a finish then earns more XP). */
  ingredientsVerified: z.boolean({ error: api.ingredientsVerifiedInvalid }).optional(),
});
export type CookSessionStart = z.infer<typeof cookSessionStartSchema>;
export const cookSessionCreatedSchema = z.object({ id: z.string() });
export type CookSessionCreated = z.infer<typeof cookSessionCreatedSchema>;

export const cookSessionParamsSchema = z.object({ id: z.uuid({ error: api.sessionNotFound }) });

/** POST /api/cook-sessions/:id/finish */
export const cookSessionFinishSchema = z.object({
  rating: z
    .number({ error: api.ratingInvalid })
    .int(api.ratingInvalid)
    .min(1, api.ratingInvalid)
    .max(5, api.ratingInvalid)
    .optional(),
});
export const cookSessionFinishedSchema = z.object({
  id: z.string(),
  usedOnlyPantry: z.boolean(),
  /** Achievements this finish unlocked. */
  unlocked: z.array(z.string()),
  /** XP the finish added: 0 when this recipe was already cooked today; the challenge's bonus included. */
  xpEarned: z.number(),
  /** The cook's progress after the finish: level, streak, weekly challenge. */
  progress: progressSchema,
});
export type CookSessionFinished = z.infer<typeof cookSessionFinishedSchema>;

/** GET /api/offline-catalogue?cursor=… */
export const offlineCatalogueQuerySchema = z.object({
  /** Where the page starts in the cook's list: the previous page's nextCursor. */
  cursor: z
    .string()
    .regex(/^\d{1,6}$/, recipeTexts.errors.invalidCursor)
    .transform(Number)
    .optional(),
});
/** Whole recipes, as GET /api/recipes/:id answers each, the likeliest to be cooked first. */
export const offlineCataloguePageSchema = pageSchema(recipeSchema);
export type OfflineCataloguePage = z.infer<typeof offlineCataloguePageSchema>;

export const cookingApi = {
  knownIngredients: defineRoute({
    key: 'GET /api/ingredients',
    status: 200,
    summary: 'Los ingredientes que conoce el recetario, para sugerirlos al escribir',
    response: knownIngredientsSchema,
  }),
  searchByIngredients: defineRoute({
    key: 'GET /api/search/ingredients',
    status: 200,
    summary: 'Tengo a la mano: las recetas que mejor aprovechan los ingredientes elegidos',
    query: ingredientSearchQuerySchema,
    response: ingredientSearchResultSchema,
  }),
  searchByCraving: defineRoute({
    key: 'GET /api/search/craving',
    status: 200,
    summary: 'Tengo un antojo: las recetas que mejor responden a lo que se escribió',
    query: cravingQuerySchema,
    response: cravingResultSchema,
  }),
  randomRecipe: defineRoute({
    key: 'GET /api/recipes/random',
    status: 200,
    summary: 'Sorpréndeme: una receta al azar del tipo de comida',
    query: randomRecipeQuerySchema,
    response: randomRecipeSchema,
  }),
  startCookSession: defineRoute({
    key: 'POST /api/cook-sessions',
    status: 201,
    summary: 'Empieza a cocinar una receta',
    body: cookSessionStartSchema,
    response: cookSessionCreatedSchema,
  }),
  finishCookSession: defineRoute({
    key: 'POST /api/cook-sessions/:id/finish',
    status: 200,
    summary: 'Termina la sesión de cocina y dice los logros que desbloqueó',
    params: cookSessionParamsSchema,
    body: cookSessionFinishSchema,
    response: cookSessionFinishedSchema,
  }),
  offlineCatalogue: defineRoute({
    key: 'GET /api/offline-catalogue',
    status: 200,
    summary: 'Las recetas que el dispositivo guarda para cocinar sin conexión, por páginas',
    query: offlineCatalogueQuerySchema,
    response: offlineCataloguePageSchema,
  }),
};
