// The recipe book's server state: list pages, one recipe, its comments, and the reactions that change them.
// Cache keys are the routes' own (src/client/lib/api.ts), so other features reading a recipe share its entry.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CommentInput, FavoriteState, RatingState } from '#shared/contract/recipes.ts';
import type { Difficulty, RecipeFilter } from '#shared/domain/catalog.ts';
import { apiPagesQuery, apiQuery, apiRouteEntries, call } from '../../lib/api.ts';
import { preloadRecipePhoto } from '../../ui/recipe-image.tsx';

export interface ListParams {
  q: string;
  filter: RecipeFilter;
  difficulty: Difficulty | '';
  nationality: string;
}

/** The book as it opens, with no search or filter. */
export const unfilteredBook: ListParams = { q: '', filter: 'all', difficulty: '', nationality: '' };

/** Pages of the book; 'all' is the server's default filter and empty values are left out of the address. */
export const recipeListQuery = ({ q, filter, difficulty, nationality }: ListParams) =>
  apiPagesQuery('GET /api/recipes', { query: { q: q.trim(), filter: filter === 'all' ? undefined : filter, difficulty, nationality } });

export const recipeQuery = (id: string) => apiQuery('GET /api/recipes/:id', { params: { id } });

export const recipeCommentsQuery = (id: string) => apiPagesQuery('GET /api/recipes/:id/comments', { params: { id } });

/** The place of the card whose photo is the screen's largest picture: asked for early here, drawn eagerly by the page. */
export const firstPhotoIndex = 0;

/**
 * The book's pages. The first card's photo (the screen's largest picture) is asked for as soon as the first page
 * arrives: the effect runs with the commit of the answer, before React builds the cards from it in the
 * background (useStagedPages), not once they are drawn. On a slow phone that was the last wait before the book
 * showed (Lighthouse ×8: ~200 ms).
 */
export function useRecipeList(params: ListParams) {
  const list = useInfiniteQuery(recipeListQuery(params));
  const firstRecipe = list.data?.pages[0]?.items[firstPhotoIndex];
  useEffect(() => {
    if (firstRecipe) preloadRecipePhoto(firstRecipe);
  }, [firstRecipe]);
  return list;
}

export function useRecipe(id: string | null) {
  return useQuery({ ...recipeQuery(id ?? ''), enabled: Boolean(id), retry: false });
}

/**
 * Tells the server a signed-in cook opened this recipe (culinary_explorer counts each recipe once).
 * Reading a recipe no longer counts, so only the app itself can say it. A failure loses only that count.
 */
export function useRecordView(id: string, signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    call('POST /api/recipes/:id/views', { params: { id } }).catch(() => undefined);
  }, [id, signedIn]);
}

export function useComments(id: string) {
  return useInfiniteQuery({ ...recipeCommentsQuery(id), retry: false });
}

/** Refetches what a change to the recipe may have changed: its detail and its comments. */
export function refreshRecipe(queryClient: QueryClient, id: string) {
  void queryClient.invalidateQueries({ queryKey: recipeQuery(id).queryKey });
  void queryClient.invalidateQueries({ queryKey: recipeCommentsQuery(id).queryKey });
}

/** Puts a reaction's answer into the open recipe at once; the lists' counts and order are read again. */
function useApplyReaction(id: string) {
  const queryClient = useQueryClient();
  return (state: RatingState | FavoriteState) => {
    queryClient.setQueryData(recipeQuery(id).queryKey, (recipe) => (recipe ? { ...recipe, ...state } : recipe));
    void queryClient.invalidateQueries(apiRouteEntries('GET /api/recipes'));
  };
}

/** Rates with 1–5 stars, or clears the rating with 0. */
export function useRate(id: string) {
  const applyReaction = useApplyReaction(id);
  return useMutation({
    mutationFn: (stars: number) =>
      stars === 0
        ? call('DELETE /api/recipes/:id/rating', { params: { id } })
        : call('PUT /api/recipes/:id/rating', { params: { id }, body: { stars } }),
    onSuccess: applyReaction,
  });
}

export function useFavorite(id: string) {
  const applyReaction = useApplyReaction(id);
  return useMutation({
    mutationFn: (favorite: boolean) =>
      favorite ? call('PUT /api/recipes/:id/favorite', { params: { id } }) : call('DELETE /api/recipes/:id/favorite', { params: { id } }),
    onSuccess: applyReaction,
  });
}

export function useAddComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => call('POST /api/recipes/:id/comments', { params: { id }, body: input }),
    onSuccess: () => refreshRecipe(queryClient, id),
  });
}
