// The cooking feature's server calls: the three searches, the recipe to cook, cook sessions and the rating.
// Offline (no connection, or the cook chose to cook without an account) the searches and the recipe to
// cook are answered from the recipes kept on this device, and so are requests that cannot reach the
// server; such answers carry `fromDevice`. The device's code loads only when it is needed.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CookSessionStart } from '#shared/contract/cooking.ts';
import type { MealType } from '#shared/domain/catalog.ts';
import { apiPagesQuery, apiQuery, ApiError, call } from '../../lib/api.ts';
import { choseOfflineMode, useChoseOfflineMode, useOnline } from '../../lib/offline.ts';

/** True when the cooking screens answer from the device: offline, or in the chosen offline mode. */
export function useCookingOffline(): boolean {
  const online = useOnline();
  const choseOffline = useChoseOfflineMode();
  return !online || choseOffline;
}

export const isCookingOffline = () => !navigator.onLine || choseOfflineMode();

const device = () => import('./offline-answers.ts');

export type MaybeFromDevice<T> = T & { fromDevice?: true };

/** The device's answer, marked as such. */
async function fromDevice<T extends object>(answer: () => Promise<T>): Promise<MaybeFromDevice<T>> {
  return { ...(await answer()), fromDevice: true };
}

/** The server's answer, or the device's when offline or when the request cannot reach the server. */
async function serverOrDevice<T extends object>(
  server: () => Promise<T>,
  onDevice: () => Promise<T>,
): Promise<MaybeFromDevice<T>> {
  if (isCookingOffline()) return fromDevice(onDevice);
  try {
    return await server();
  } catch (error) {
    // Status 0: fetch itself failed (no network, server unreachable); the server's own errors stay as they are.
    if (error instanceof ApiError && error.status === 0) return fromDevice(onDevice);
    throw error;
  }
}

/**
 * A query that also runs without a connection (TanStack Query would otherwise hold it until one comes
 * back) and is cached apart offline, so a screen never mixes the server's answers with the device's.
 */
function cookingQuery<T extends object>(
  { queryKey }: { queryKey: readonly unknown[] },
  offline: boolean,
  server: () => Promise<T>,
  onDevice: () => Promise<T>,
) {
  return {
    queryKey: offline ? ['device', ...queryKey] : queryKey,
    queryFn: () => serverOrDevice(server, onDevice),
    networkMode: 'always' as const,
    retry: false,
  };
}

export function useKnownIngredients() {
  const offline = useCookingOffline();
  return useQuery({
    ...cookingQuery(
      apiQuery('GET /api/ingredients'),
      offline,
      () => call('GET /api/ingredients'),
      async () => (await device()).deviceKnownIngredients(),
    ),
    staleTime: 5 * 60_000,
  });
}

/** «Tengo a la mano», page by page (the device answers in one page). */
export function useIngredientSearch(selected: readonly string[]) {
  const offline = useCookingOffline();
  const input = { query: { have: selected.join(',') } };
  const { queryKey } = apiPagesQuery('GET /api/search/ingredients', input);
  return useInfiniteQuery({
    queryKey: offline ? ['device', ...queryKey] : queryKey,
    queryFn: ({ pageParam }) =>
      serverOrDevice(
        () => call('GET /api/search/ingredients', { query: { ...input.query, cursor: pageParam ?? undefined } }),
        async () => (await device()).deviceIngredientSearch(selected),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    networkMode: 'always',
    retry: false,
    enabled: selected.length > 0,
  });
}

export function useCravingSearch(q: string) {
  const offline = useCookingOffline();
  const input = { query: { q } };
  return useQuery({
    ...cookingQuery(
      apiQuery('GET /api/search/craving', input),
      offline,
      () => call('GET /api/search/craving', input),
      async () => (await device()).deviceCravingSearch(q),
    ),
    enabled: q.length > 0,
  });
}

export const drawRecipe = (mealType: MealType, exclude?: string) =>
  serverOrDevice(
    () => call('GET /api/recipes/random', { query: { mealType, exclude } }),
    async () => (await device()).deviceRandomRecipe(mealType, exclude),
  );

/**
 * The recipe book's own entry for the recipe, so a recipe opened there is not fetched again (nor lost
 * offline); otherwise the server's, or the device's offline.
 */
export function useRecipeToCook(id: string) {
  const input = { params: { id } };
  return useQuery({
    queryKey: apiQuery('GET /api/recipes/:id', input).queryKey,
    queryFn: () => fetchRecipeToCook(id),
    networkMode: 'always',
    retry: false,
  });
}

/** The recipe to cook, once (the server's, or the device's offline): «Tengo a la mano» reads its quantities. */
export const fetchRecipeToCook = (id: string) =>
  serverOrDevice(
    () => call('GET /api/recipes/:id', { params: { id } }),
    async () => (await device()).deviceRecipe(id),
  );

/** How many recipes this device keeps, for the offline banner. */
export function useDeviceRecipeCount(enabled: boolean) {
  return useQuery({
    queryKey: ['device', 'recipe-count'],
    queryFn: async () => (await device()).deviceRecipeCount(),
    enabled,
    networkMode: 'always',
    retry: false,
  });
}

export const startCookSession = (body: CookSessionStart) => call('POST /api/cook-sessions', { body });

export const finishCookSession = (id: string) =>
  call('POST /api/cook-sessions/:id/finish', { params: { id }, body: {} });

/** The book's own rating of the recipe (0 clears it). */
export const rateRecipe = (id: string, stars: number) =>
  stars === 0
    ? call('DELETE /api/recipes/:id/rating', { params: { id } })
    : call('PUT /api/recipes/:id/rating', { params: { id }, body: { stars } });
