// The recipe resource as the book lists and shows it, and the inputs of its reads and reactions.
import { difficulties, mealTypes, nationalities, nationalityAliases, recipeFilters, stepTypes } from '../domain/catalog.ts';
import { commentMaxLength, searchQueryMaxLength } from '../domain/content-rules.ts';
import { foldAccents } from '../domain/text.ts';
import { recipes as texts } from '../i18n/recipes.ts';
import { pageSchema } from './page.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

export const ingredientSchema = z.object({
  quantity: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

/** A step as the editor saved it (stepInputSchema's output): sent as stored, not checked or normalised again. */
export const stepSchema = z.object({
  type: z.enum(stepTypes),
  instruction: z.string(),
  time: z.string(),
  utensil: z.string(),
  temperature: z.string(),
  image: z.string().nullable(),
  heatSource: z.string(),
  pot: z.string(),
  tools: z.array(z.string()),
});
export type Step = z.infer<typeof stepSchema>;

export const recipeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  author: z.string(),
  authorId: z.string(),
  imageUrl: z.string().nullable(),
  totalTime: z.string(),
  mealType: z.string(),
  nationality: z.string(),
  difficulty: z.string(),
  averageRating: z.number(),
  ratingCount: z.number(),
  createdAt: z.string(),
  /**
   * True only for its author while reports hid it from everyone else («En revisión», issue 17): the
   * detail and the author's own list («Mías») say it; absent means false.
   */
  underReview: z.boolean().optional(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeSchema = recipeSummarySchema.extend({
  /** How many portions the quantities are written for; the screens scale them (domain/servings.ts). */
  servings: z.number().int(),
  ingredients: z.array(ingredientSchema),
  steps: z.array(stepSchema),
  totalRatingSum: z.number(),
  favoritesCount: z.number(),
  commentsCount: z.number(),
  updatedAt: z.string(),
  /** The viewer's own rating (0 when none or anonymous) and favourite flag. */
  myRating: z.number(),
  isFavorite: z.boolean(),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const recipeCommentSchema = z.object({
  id: z.string(),
  recipeId: z.string(),
  userId: z.string(),
  userName: z.string(),
  comment: z.string(),
  createdAt: z.string(),
  /** True only for its author while reports hid it from everyone else («En revisión», issue 17). */
  underReview: z.boolean(),
});
export type RecipeComment = z.infer<typeof recipeCommentSchema>;

/** What PUT/DELETE /api/recipes/:id/rating answer. */
export const ratingStateSchema = z.object({
  averageRating: z.number(),
  ratingCount: z.number(),
  totalRatingSum: z.number(),
  myRating: z.number(),
});
export type RatingState = z.infer<typeof ratingStateSchema>;

/** What PUT/DELETE /api/recipes/:id/favorite answer. */
export const favoriteStateSchema = z.object({
  isFavorite: z.boolean(),
  favoritesCount: z.number(),
});
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

/** Live messages on the topic 'recipe:<id>'; clients refetch what changed. */
export const recipeLiveTypes = {
  commentCreated: 'comment.created',
  ratingChanged: 'rating.changed',
  favoriteChanged: 'favorite.changed',
} as const;


/**
 * The nationality a filter value means: absent or 'Internacional' means every nationality (undefined),
 * the alternate keys of SPEC §3 and any spelling without accents or capitals map to the canonical name,
 * and any other value (a cook may add a new nationality in the editor) is used as written.
 */
export function nationalityFilter(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const folded = foldAccents(trimmed);
  const canonical = nationalityAliases[folded] ?? nationalities.find((n) => foldAccents(n) === folded);
  if (canonical === 'Internacional') return undefined;
  return canonical ?? trimmed;
}

/** ?limit=n of a paged list: a whole number from 1 to 50. */
const pageLimit = (byDefault: number) =>
  z.coerce
    .number({ error: texts.errors.invalidLimit })
    .int(texts.errors.invalidLimit)
    .min(1, texts.errors.invalidLimit)
    .max(50, texts.errors.invalidLimit)
    .default(byDefault);

/** A page of the book; a search also says what it searched for when it corrected a misspelt word. */
export const recipeListPageSchema = pageSchema(recipeSummarySchema).extend({ corrected: z.string().nullable().optional() });
export type RecipeListPage = z.infer<typeof recipeListPageSchema>;

export const recipeListQuerySchema = z.object({
  q: z.string().trim().max(searchQueryMaxLength, texts.errors.searchTooLong).optional(),
  filter: z.enum(recipeFilters, { error: texts.errors.invalidFilter }).default('all'),
  // 'Fácil' as the book shows it is 'facil': case and accents do not matter.
  difficulty: z
    .preprocess((value) => (typeof value === 'string' ? foldAccents(value.trim()) : value), z.enum(difficulties, { error: texts.errors.invalidDifficulty }))
    .optional(),
  nationality: z.string().max(60, texts.errors.invalidNationality).optional().transform(nationalityFilter),
  mealType: z.enum(mealTypes, { error: texts.errors.invalidMealType }).optional(),
  cursor: z.string().max(300, texts.errors.invalidCursor).optional(),
  limit: pageLimit(12),
});
export type RecipeListQuery = z.infer<typeof recipeListQuerySchema>;

export const commentListQuerySchema = z.object({
  cursor: z.string().max(300, texts.errors.invalidCursor).optional(),
  limit: pageLimit(50),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

export const commentInputSchema = z.object({
  comment: z
    .string({ error: texts.comments.blank })
    .trim()
    .min(1, texts.comments.blank)
    .max(commentMaxLength, texts.comments.tooLong),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const ratingInputSchema = z.object({
  stars: z
    .number({ error: texts.rating.invalidStars })
    .int(texts.rating.invalidStars)
    .min(1, texts.rating.invalidStars)
    .max(5, texts.rating.invalidStars),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;

/** Any text: an id that is not a uuid is simply a recipe that does not exist (404, never 400 or 500). */
export const recipeParamsSchema = z.object({ id: z.string() });

export const recipesApi = {
  list: defineRoute({
    key: 'GET /api/recipes',
    status: 200,
    summary: 'Una página del recetario, con búsqueda, filtro, dificultad, nacionalidad y tipo de comida',
    query: recipeListQuerySchema,
    response: recipeListPageSchema,
  }),
  detail: defineRoute({
    key: 'GET /api/recipes/:id',
    status: 200,
    summary: 'Una receta completa, con la valoración y el favorito de quien la mira',
    params: recipeParamsSchema,
    response: recipeSchema,
  }),
  recordView: defineRoute({
    key: 'POST /api/recipes/:id/views',
    status: 204,
    summary: 'Anota que quien tiene la sesión abierta abrió la receta (explorador culinario)',
    params: recipeParamsSchema,
    response: z.null(),
  }),
  rate: defineRoute({
    key: 'PUT /api/recipes/:id/rating',
    status: 200,
    summary: 'Valora la receta con 1 a 5 estrellas',
    params: recipeParamsSchema,
    body: ratingInputSchema,
    response: ratingStateSchema,
  }),
  clearRating: defineRoute({
    key: 'DELETE /api/recipes/:id/rating',
    status: 200,
    summary: 'Quita la valoración propia de la receta',
    params: recipeParamsSchema,
    response: ratingStateSchema,
  }),
  favorite: defineRoute({
    key: 'PUT /api/recipes/:id/favorite',
    status: 200,
    summary: 'Guarda la receta en favoritos',
    params: recipeParamsSchema,
    response: favoriteStateSchema,
  }),
  unfavorite: defineRoute({
    key: 'DELETE /api/recipes/:id/favorite',
    status: 200,
    summary: 'Quita la receta de favoritos',
    params: recipeParamsSchema,
    response: favoriteStateSchema,
  }),
  comments: defineRoute({
    key: 'GET /api/recipes/:id/comments',
    status: 200,
    summary: 'Una página de los comentarios de la receta, del más antiguo al más nuevo',
    params: recipeParamsSchema,
    query: commentListQuerySchema,
    response: pageSchema(recipeCommentSchema),
  }),
  addComment: defineRoute({
    key: 'POST /api/recipes/:id/comments',
    status: 201,
    summary: 'Comenta la receta',
    params: recipeParamsSchema,
    body: commentInputSchema,
    response: recipeCommentSchema,
  }),
};
