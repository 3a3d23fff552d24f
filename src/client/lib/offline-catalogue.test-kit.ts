// Test helper (not a test): whole recipes as GET /api/offline-catalogue sends them, and the answers of a
// stubbed server that sends a list of them in pages.
import type { OfflineCataloguePage } from '#shared/contract/cooking.ts';
import { recipeInput, type RecipeFixture } from '#shared/contract/recipe-input.test-kit.ts';
import type { Recipe } from '#shared/contract/recipes.ts';
import type { FetchAnswers } from '../test/render.tsx';

/** The n-th recipe of a test: a fixed id, and each one a minute newer than the one before. */
export function wholeRecipe(n: number, fixture: RecipeFixture = {}): Recipe {
  const createdAt = new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();
  return {
    ...recipeInput(fixture),
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    author: 'Ana',
    authorId: 'autora',
    averageRating: 0,
    ratingCount: 0,
    totalRatingSum: 0,
    favoritesCount: 0,
    commentsCount: 0,
    createdAt,
    updatedAt: createdAt,
    myRating: 0,
    isFavorite: false,
  };
}

/** The server's answers for these recipes, `pageSize` a page, the cursor being the position (as the server's). */
export function catalogueAnswers(recipes: readonly Recipe[], pageSize = 2): FetchAnswers {
  const answers: FetchAnswers = {};
  for (let from = 0; from === 0 || from < recipes.length; from += pageSize) {
    const next = from + pageSize < recipes.length ? String(from + pageSize) : null;
    const page: OfflineCataloguePage = { items: recipes.slice(from, from + pageSize), nextCursor: next };
    answers[from === 0 ? 'GET /api/offline-catalogue' : `GET /api/offline-catalogue?cursor=${from}`] = page;
  }
  return answers;
}
