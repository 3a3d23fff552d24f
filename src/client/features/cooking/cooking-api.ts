// The cooking feature's server calls: the three searches, the recipe to cook, cook sessions and the rating.
import { useQuery } from '@tanstack/react-query';
import type { CookSessionStart } from '#shared/contract/cooking.ts';
import type { MealType } from '#shared/domain/catalog.ts';
import { apiQuery, call } from '../../lib/api.ts';

export function useKnownIngredients() {
  return useQuery({ ...apiQuery('GET /api/ingredients'), staleTime: 5 * 60_000, retry: false });
}

export function useIngredientSearch(selected: readonly string[]) {
  return useQuery({
    ...apiQuery('GET /api/search/ingredients', { query: { have: selected.join(',') } }),
    enabled: selected.length > 0,
    retry: false,
  });
}

export function useCravingSearch(q: string) {
  return useQuery({ ...apiQuery('GET /api/search/craving', { query: { q } }), enabled: q.length > 0, retry: false });
}

export const drawRecipe = (mealType: MealType, exclude?: string) => call('GET /api/recipes/random', { query: { mealType, exclude } });

/** The recipe book's own entry for the recipe, so a recipe opened there is not fetched again. */
export function useRecipeToCook(id: string) {
  return useQuery({ ...apiQuery('GET /api/recipes/:id', { params: { id } }), retry: false });
}

export const startCookSession = (body: CookSessionStart) => call('POST /api/cook-sessions', { body });

export const finishCookSession = (id: string) => call('POST /api/cook-sessions/:id/finish', { params: { id }, body: {} });

/** The book's own rating of the recipe (0 clears it). */
export const rateRecipe = (id: string, stars: number) =>
  stars === 0
    ? call('DELETE /api/recipes/:id/rating', { params: { id } })
    : call('PUT /api/recipes/:id/rating', { params: { id }, body: { stars } });
