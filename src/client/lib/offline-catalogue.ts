// The recipes this device keeps for cooking offline (DESIGN §3, decision 005), and the cooks finished
// while offline that still have to reach the server. Both live in IndexedDB through Dexie.
//
// The catalogue is replaced whole, in one transaction, from GET /api/offline-catalogue: a sync cut short
// by the network leaves the previous catalogue as it was. Each saved recipe carries what the offline
// searches need, computed by the same shared rules as the server (ingredient keys, folded texts).
// Storage may be missing (private windows), full, or hold an entry of an older shape: reads skip what
// does not parse, and every failure is told as OfflineStoreError so screens can say it in Spanish.
import Dexie, { type EntityTable } from 'dexie';
import { z } from 'zod';
import type { OfflineCataloguePage } from '#shared/contract/cooking.ts';
import { recipeSchema, type Recipe } from '#shared/contract/recipes.ts';
import { ingredientKey } from '#shared/domain/ingredients.ts';
import { servingsLimits } from '#shared/domain/servings.ts';
import { fileUrlPrefix } from '#shared/contract/uploads.ts';
import { ApiError, call } from './api.ts';
import { mapInShortTasks } from './short-tasks.ts';

const savedRecipeSchema = z.object({
  id: z.string(),
  // A recipe saved before recipes had servings is for 4, as the database made every such recipe.
  recipe: recipeSchema.extend({ servings: recipeSchema.shape.servings.default(servingsLimits.byDefault) }),
  /** ingredientKey of each ingredient, for finding recipes by what the cook has (a multi-entry index). */
  ingredientKeys: z.array(z.string()),
  mealType: z.string(),
  /** Place in the server's order of likelihood (favourites first). */
  position: z.number(),
  syncedAt: z.number(),
});
export type SavedRecipe = z.infer<typeof savedRecipeSchema>;

/** A cook finished on this device that the server has not counted yet. */
export interface QueuedCook {
  /** Chosen here; the server makes one session per (cook, clientId), however often it is sent. */
  clientId: string;
  userId: string;
  recipeId: string;
  fromPantry?: { selected: string[] };
  /** The session the server opened when cooking started online; absent when it started offline. */
  cookSessionId?: string;
  finishedAt: number;
}

interface SyncState {
  key: 'sync';
  /** Whose catalogue it is: their favourites and recently opened recipes come first. */
  ownerId: string;
  syncedAt: number;
}

class OfflineDatabase extends Dexie {
  recipes!: EntityTable<SavedRecipe, 'id'>;
  cookQueue!: EntityTable<QueuedCook, 'clientId'>;
  state!: EntityTable<SyncState, 'key'>;

  constructor() {
    super('sazon-offline');
    this.version(1).stores({
      recipes: 'id, mealType, *ingredientKeys',
      cookQueue: 'clientId, userId',
      state: 'key',
    });
  }
}

/** The device cannot keep recipes (no IndexedDB, storage full or refused). */
export class OfflineStoreError extends Error {
  constructor(cause: unknown) {
    super('offline store unavailable', { cause });
  }
}

let database: OfflineDatabase | null = null;

/** Runs one piece of work on the database, opened on first use; every storage failure becomes OfflineStoreError. */
async function withDatabase<T>(work: (db: OfflineDatabase) => Promise<T>): Promise<T> {
  try {
    database ??= new OfflineDatabase();
    return await work(database);
  } catch (error) {
    if (error instanceof OfflineStoreError) throw error;
    throw new OfflineStoreError(error);
  }
}

/** Saved recipes that still match the contract; one damaged entry costs that recipe, never the screen. */
function valid(entries: readonly unknown[]): SavedRecipe[] {
  return entries.flatMap((entry) => {
    const parsed = savedRecipeSchema.safeParse(entry);
    if (parsed.success) return [parsed.data];
    console.warn('Receta guardada sin conexión dañada; se ignora', parsed.error.issues[0]);
    return [];
  });
}

const byPosition = (a: SavedRecipe, b: SavedRecipe) => a.position - b.position;

export const savedRecipes = () =>
  withDatabase(async (db) => valid(await db.recipes.toArray()).sort(byPosition));

export const savedRecipeCount = () => withDatabase((db) => db.recipes.count());

/** The saved recipes holding any of these ingredient keys (through the multi-entry index). */
export const savedRecipesWithAnyKey = (keys: readonly string[]) =>
  withDatabase(async (db) =>
    valid(
      await db.recipes
        .where('ingredientKeys')
        .anyOf([...keys])
        .distinct()
        .toArray(),
    ).sort(byPosition),
  );

export const savedRecipesOfMealType = (mealType: string) =>
  withDatabase(async (db) =>
    valid(await db.recipes.where('mealType').equals(mealType).toArray()).sort(byPosition),
  );

export const savedRecipe = (id: string) =>
  withDatabase(async (db) => valid([await db.recipes.get(id)].filter(Boolean))[0] ?? null);

/** What is kept of one recipe, with the values the offline searches compare computed once here. */
export function toSavedRecipe(recipe: Recipe, position: number, syncedAt: number): SavedRecipe {
  const ingredientNames = recipe.ingredients.map((ingredient) => ingredient.name);
  return {
    id: recipe.id,
    recipe,
    ingredientKeys: [...new Set(ingredientNames.map(ingredientKey).filter(Boolean))],
    mealType: recipe.mealType,
    position,
    syncedAt,
  };
}

// ---- keeping the catalogue up to date ----

/** A catalogue this recent is not fetched again on the next start or reconnection. */
export const catalogueFreshMs = 30 * 60_000;
/** Pages a sync reads at most: the server's cap is far below this. */
const maxPages = 100;
/**
 * Images a sync asks to keep at most: the pictures of the likeliest recipes (the catalogue's order puts
 * favourites, opened and own recipes first), about 1 MB of a cheap phone's data. The others are kept by
 * the service worker when first seen online (it holds 500).
 */
export const maxWarmImages = 60;
/** Saved recipes per IndexedDB write of a sync: a short task each on a slow phone. */
const recipesPerWrite = 10;

let syncing: Promise<string[]> | null = null;

/**
 * Brings the catalogue up to date for the signed-in cook, unless it is theirs and fresh (or `force`).
 * Every page is read first; then one transaction replaces the catalogue, so a failure anywhere keeps
 * the previous one. Answers the images of the recipes it saved, for the page to have the service worker
 * keep them (lib/warm-images.ts); none when the catalogue was fresh.
 */
export function syncOfflineCatalogue(userId: string, { force = false } = {}): Promise<string[]> {
  syncing ??= (async () => {
    const state = await withDatabase((db) => db.state.get('sync'));
    if (!force && state?.ownerId === userId && Date.now() - state.syncedAt < catalogueFreshMs) return [];
    const recipes: Recipe[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < maxPages; page++) {
      const answer: OfflineCataloguePage = await call(
        'GET /api/offline-catalogue',
        cursor === null ? {} : { query: { cursor } },
      );
      recipes.push(...answer.items);
      cursor = answer.nextCursor;
      if (cursor === null) break;
    }
    const syncedAt = Date.now();
    const unique = [...new Map(recipes.map((recipe) => [recipe.id, recipe])).values()];
    // Background work on the cook's phone while they use the app: done in short tasks, never one long one.
    const saved = await mapInShortTasks(unique, (recipe, position) => toSavedRecipe(recipe, position, syncedAt));
    await withDatabase((db) =>
      db.transaction('rw', db.recipes, db.state, async () => {
        await db.recipes.clear();
        // A few recipes per write (each write copies them on the thread running the sync); the transaction stays open
        // between writes, since each is asked for when the previous one answers.
        for (let start = 0; start < saved.length; start += recipesPerWrite) {
          await db.recipes.bulkPut(saved.slice(start, start + recipesPerWrite));
        }
        await db.state.put({ key: 'sync', ownerId: userId, syncedAt });
      }),
    );
    return imageUrlsOf(unique);
  })().finally(() => {
    syncing = null;
  });
  return syncing;
}

/** Our own image addresses of the recipes, main photo first, in the catalogue's order. */
export function imageUrlsOf(recipes: readonly Recipe[]): string[] {
  const urls = recipes.flatMap((recipe) => [
    recipe.imageUrl,
    ...recipe.ingredients.map((ingredient) => ingredient.image),
    ...recipe.steps.map((step) => step.image),
  ]);
  const ours = urls.filter((url): url is string => Boolean(url?.startsWith(fileUrlPrefix)));
  return [...new Set(ours)].slice(0, maxWarmImages);
}

// ---- cooks finished offline ----

/** Keeps a finished cook until the server has counted it. */
export const queueFinishedCook = (cook: QueuedCook) =>
  withDatabase((db) => db.cookQueue.put(cook)).then(() => undefined);

export const queuedCooks = (userId: string) =>
  withDatabase((db) => db.cookQueue.where('userId').equals(userId).sortBy('finishedAt'));

let sendingInThisTab: Promise<unknown> = Promise.resolve();

/** One sender at a time across tabs (Web Locks), or at least within this tab where there are none. */
async function oneSenderAtATime(work: () => Promise<void>): Promise<void> {
  if (navigator.locks) {
    await navigator.locks.request('sazon-cook-queue', work);
    return;
  }
  const next = sendingInThisTab.then(work, work);
  sendingInThisTab = next.catch(() => undefined);
  await next;
}

/** The server will never take it: a 4xx other than a session to renew (401) or too many requests (429). */
const refusedForGood = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 429].includes(error.status);

/**
 * Sends this cook's queued cooks, oldest first. Each is removed only once the server has counted it (a 2xx,
 * or 409: a finish already counted whose answer was lost) or refused it for good; at the first failure that
 * may pass (no network, 5xx, signed out) the rest wait for the next reconnection or start.
 */
export function sendQueuedCooks(userId: string): Promise<void> {
  return oneSenderAtATime(async () => {
    for (const cook of await queuedCooks(userId)) {
      try {
        const id =
          cook.cookSessionId ??
          (
            await call('POST /api/cook-sessions', {
              body: {
                recipeId: cook.recipeId,
                clientId: cook.clientId,
                ...(cook.fromPantry ? { fromPantry: cook.fromPantry } : {}),
              },
            })
          ).id;
        await call('POST /api/cook-sessions/:id/finish', { params: { id }, body: {} });
      } catch (error) {
        const alreadyCounted = error instanceof ApiError && error.code === 'SESSION_FINISHED';
        if (!alreadyCounted && !refusedForGood(error)) return;
        if (!alreadyCounted)
          console.warn('El servidor rechazó una sesión de cocina guardada sin conexión', error);
      }
      await withDatabase((db) => db.cookQueue.delete(cook.clientId));
    }
  });
}

/**
 * What a signed-in app does whenever it is online: queued cooks first (small), then the catalogue. Answers
 * the images to keep for the recipes it saved. Runs in a worker of its own (lib/offline-upkeep.worker.ts).
 */
export async function offlineUpkeep(userId: string): Promise<string[]> {
  try {
    await sendQueuedCooks(userId);
  } catch (error) {
    console.warn('No se pudieron enviar las sesiones de cocina guardadas sin conexión', error);
  }
  try {
    return await syncOfflineCatalogue(userId);
  } catch (error) {
    console.warn('No se pudieron guardar las recetas para usar sin conexión', error);
    return [];
  }
}
