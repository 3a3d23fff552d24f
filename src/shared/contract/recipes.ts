// The recipe resource as the book lists and shows it, and the inputs of its reads and reactions.
import { difficulties, mealTypes, nationalities, nationalityAliases, recipeFilters } from '../domain/catalog.ts';
import { commentMaxLength } from '../domain/content-rules.ts';
import { foldAccents } from '../domain/text.ts';
import { recipes as texts } from '../i18n/recipes.ts';
import type { StepInput } from './recipe-input.ts';
import { z } from './zod.ts';

export interface Ingredient {
  quantity: string;
  name: string;
  image: string | null;
}
export type Step = StepInput;

export interface RecipeSummary {
  id: string;
  name: string;
  description: string;
  author: string;
  authorId: string;
  imageUrl: string | null;
  totalTime: string;
  mealType: string;
  nationality: string;
  difficulty: string;
  averageRating: number;
  ratingCount: number;
  createdAt: string;
}

export interface Recipe extends RecipeSummary {
  ingredients: Ingredient[];
  steps: Step[];
  totalRatingSum: number;
  favoritesCount: number;
  commentsCount: number;
  updatedAt: string;
  /** The viewer's own rating (0 when none or anonymous) and favourite flag. */
  myRating: number;
  isFavorite: boolean;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface RecipeComment {
  id: string;
  recipeId: string;
  userId: string;
  userName: string;
  comment: string;
  createdAt: string;
}

/** What PUT/DELETE /api/recipes/:id/rating answer. */
export interface RatingState {
  averageRating: number;
  ratingCount: number;
  totalRatingSum: number;
  myRating: number;
}

/** What PUT/DELETE /api/recipes/:id/favorite answer. */
export interface FavoriteState {
  isFavorite: boolean;
  favoritesCount: number;
}

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

export const recipeListQuerySchema = z.object({
  q: z.string().trim().max(100, texts.errors.searchTooLong).optional(),
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
