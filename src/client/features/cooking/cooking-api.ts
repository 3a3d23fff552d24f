// The cooking feature's server calls: the three searches, the recipe to cook, cook sessions and the rating.
import { useQuery } from '@tanstack/react-query';
import type {
  CookSessionCreated,
  CookSessionFinished,
  CookSessionStart,
  CravingResult,
  IngredientSearchResult,
  KnownIngredients,
  RandomRecipe,
} from '#shared/contract/cooking.ts';
import type { RatingState, Recipe } from '#shared/contract/recipes.ts';
import type { MealType } from '#shared/domain/catalog.ts';
import { del, get, post, put } from '../../lib/api.ts';

export function useKnownIngredients() {
  return useQuery({
    queryKey: ['cooking', 'ingredients'],
    queryFn: () => get<KnownIngredients>('/api/ingredients'),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useIngredientSearch(selected: readonly string[]) {
  return useQuery({
    queryKey: ['cooking', 'search', 'ingredients', selected],
    queryFn: () =>
      get<IngredientSearchResult>(`/api/search/ingredients?have=${encodeURIComponent(selected.join(','))}`),
    enabled: selected.length > 0,
    retry: false,
  });
}

export function useCravingSearch(q: string) {
  return useQuery({
    queryKey: ['cooking', 'search', 'craving', q],
    queryFn: () => get<CravingResult>(`/api/search/craving?q=${encodeURIComponent(q)}`),
    enabled: q.length > 0,
    retry: false,
  });
}

export function drawRecipe(mealType: MealType, exclude?: string) {
  const search = new URLSearchParams({ mealType });
  if (exclude) search.set('exclude', exclude);
  return get<RandomRecipe>(`/api/recipes/random?${search.toString()}`);
}

export function useRecipeToCook(id: string) {
  return useQuery({
    queryKey: ['recipes', 'detail', id],
    queryFn: () => get<Recipe>(`/api/recipes/${encodeURIComponent(id)}`),
    retry: false,
  });
}

export const startCookSession = (body: CookSessionStart) =>
  post<CookSessionCreated>('/api/cook-sessions', body);

export const finishCookSession = (id: string) =>
  post<CookSessionFinished>(`/api/cook-sessions/${encodeURIComponent(id)}/finish`, {});

/** The book's own rating of the recipe (0 clears it). */
export const rateRecipe = (id: string, stars: number) =>
  stars === 0
    ? del<RatingState>(`/api/recipes/${encodeURIComponent(id)}/rating`)
    : put<RatingState>(`/api/recipes/${encodeURIComponent(id)}/rating`, { stars });
