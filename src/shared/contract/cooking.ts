// The cooking API: the three ways to find a recipe (ingredients at hand, surprise, craving) and cook sessions.
import { mealTypes } from '../domain/catalog.ts';
import { cookingLimits } from '../domain/content-rules.ts';
import { cooking as texts, fill } from '../i18n/cooking.ts';
import type { RecipeSummary } from './recipes.ts';
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
});

export interface IngredientMatch {
  recipe: RecipeSummary;
  /** The recipe's ingredient names as written, split by whether the cook has them. */
  have: string[];
  missing: string[];
  ratio: number;
}
export interface IngredientSearchResult {
  items: IngredientMatch[];
  nextCursor: null;
}

/** GET /api/ingredients: the names the typeahead offers. */
export interface KnownIngredient {
  key: string;
  name: string;
}
export interface KnownIngredients {
  items: KnownIngredient[];
}

/** GET /api/recipes/random?mealType=…&exclude=<id> */
export const randomRecipeQuerySchema = z.object({
  mealType: z.enum(mealTypes, { error: api.mealTypeInvalid }),
  exclude: z.uuid({ error: api.recipeIdInvalid }).optional(),
});
export interface RandomRecipe {
  recipe: RecipeSummary;
}

/** GET /api/search/craving?q=… */
export const cravingQuerySchema = z.object({
  q: z
    .string({ error: api.cravingRequired })
    .trim()
    .min(1, api.cravingRequired)
    .max(cookingLimits.craving, fill(api.cravingTooLong, { max: cookingLimits.craving })),
});
export interface CravingResult {
  items: RecipeSummary[];
  nextCursor: null;
  /** The query with misspelt words replaced by known ones, when that changed anything. */
  corrected: string | null;
}

/** POST /api/cook-sessions */
export const cookSessionStartSchema = z.object({
  recipeId: z.uuid({ error: api.recipeIdInvalid }),
  fromPantry: z.object({ selected: selection }).optional(),
});
export type CookSessionStart = z.infer<typeof cookSessionStartSchema>;
export interface CookSessionCreated {
  id: string;
}

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
export interface CookSessionFinished {
  id: string;
  usedOnlyPantry: boolean;
  /** Achievements this finish unlocked. */
  unlocked: string[];
}
