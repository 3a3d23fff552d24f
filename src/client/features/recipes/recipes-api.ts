// The recipe book's server state: list pages, one recipe, its comments, and the reactions that change them.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CommentInput, FavoriteState, Page, RatingState, Recipe, RecipeComment, RecipeSummary } from '#shared/contract/recipes.ts';
import type { RecipeFilter } from '#shared/domain/catalog.ts';
import type { Difficulty } from '#shared/domain/catalog.ts';
import { del, get, post, put } from '../../lib/api.ts';

export interface ListParams {
  q: string;
  filter: RecipeFilter;
  difficulty: Difficulty | '';
  nationality: string;
}

export const recipeKeys = {
  lists: ['recipes', 'list'] as const,
  list: (params: ListParams) => ['recipes', 'list', params] as const,
  detail: (id: string) => ['recipes', 'detail', id] as const,
  comments: (id: string) => ['recipes', 'comments', id] as const,
};

function listUrl(params: ListParams, cursor: string | null): string {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set('q', params.q.trim());
  if (params.filter !== 'all') search.set('filter', params.filter);
  if (params.difficulty) search.set('difficulty', params.difficulty);
  if (params.nationality) search.set('nationality', params.nationality);
  if (cursor) search.set('cursor', cursor);
  const query = search.toString();
  return `/api/recipes${query ? `?${query}` : ''}`;
}

export function useRecipeList(params: ListParams) {
  return useInfiniteQuery({
    queryKey: recipeKeys.list(params),
    queryFn: ({ pageParam }) => get<Page<RecipeSummary>>(listUrl(params, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useRecipe(id: string | null) {
  return useQuery({
    queryKey: recipeKeys.detail(id ?? ''),
    queryFn: () => get<Recipe>(`/api/recipes/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    retry: false,
  });
}

/**
 * Tells the server a signed-in cook opened this recipe (culinary_explorer counts each recipe once).
 * Reading a recipe no longer counts, so only the app itself can say it. A failure loses only that count.
 */
export function useRecordView(id: string, signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    post(`/api/recipes/${encodeURIComponent(id)}/views`).catch(() => undefined);
  }, [id, signedIn]);
}

export function useComments(id: string) {
  return useInfiniteQuery({
    queryKey: recipeKeys.comments(id),
    queryFn: ({ pageParam }) =>
      get<Page<RecipeComment>>(`/api/recipes/${encodeURIComponent(id)}/comments${pageParam ? `?cursor=${pageParam}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });
}

/** Rates with 1–5 stars, or clears the rating with 0; the answer updates the open recipe at once. */
export function useRate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stars: number) =>
      stars === 0 ? del<RatingState>(`/api/recipes/${id}/rating`) : put<RatingState>(`/api/recipes/${id}/rating`, { stars }),
    onSuccess: (state) => {
      queryClient.setQueryData<Recipe>(recipeKeys.detail(id), (recipe) => (recipe ? { ...recipe, ...state } : recipe));
      void queryClient.invalidateQueries({ queryKey: recipeKeys.lists });
    },
  });
}

export function useFavorite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) =>
      favorite ? put<FavoriteState>(`/api/recipes/${id}/favorite`) : del<FavoriteState>(`/api/recipes/${id}/favorite`),
    onSuccess: (state) => {
      queryClient.setQueryData<Recipe>(recipeKeys.detail(id), (recipe) => (recipe ? { ...recipe, ...state } : recipe));
      void queryClient.invalidateQueries({ queryKey: recipeKeys.lists });
    },
  });
}

export function useAddComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => post<RecipeComment>(`/api/recipes/${id}/comments`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recipeKeys.comments(id) });
      void queryClient.invalidateQueries({ queryKey: recipeKeys.detail(id) });
    },
  });
}
