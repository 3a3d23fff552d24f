// The cooking screens' answers from the recipes kept on this device (lib/offline-catalogue.ts), shaped like
// the server's so the screens show them the same way: «Tengo a la mano» and «Qué te provoca» run on the
// server's own search index (shared/domain/search-index.ts), built over the few hundred recipes kept.
import type {
  CravingResult,
  IngredientSearchResult,
  KnownIngredient,
  RandomRecipe,
} from '#shared/contract/cooking.ts';
import type { Recipe } from '#shared/contract/recipes.ts';
import type { MealType } from '#shared/domain/catalog.ts';
import { cookingLimits } from '#shared/domain/content-rules.ts';
import { ingredientKey, pantryMatcher, selectionKeys } from '#shared/domain/ingredients.ts';
import { cravingFields, SearchIndex } from '#shared/domain/search-index.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { ApiError } from '../../lib/api.ts';
import {
  OfflineStoreError,
  savedRecipe,
  savedRecipeCount,
  savedRecipes,
  savedRecipesOfMealType,
  savedRecipesWithAnyKey,
  type SavedRecipe,
} from '../../lib/offline-catalogue.ts';
import { OfflineAnswerError } from './offline-error.ts';

const texts = es.cooking.offline;

/** The store's failures as the Spanish message a screen shows. */
async function fromDevice<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof OfflineStoreError)) throw error;
    console.warn('No se pudo leer las recetas guardadas sin conexión', error.cause);
    throw new OfflineAnswerError(texts.cannotStore);
  }
}

/** How many recipes the device keeps. */
export const deviceRecipeCount = () => fromDevice(savedRecipeCount);

// ---- the rules, on saved recipes ----

/** Each ingredient key once, written as most recipes write it, the commonest first (as GET /api/ingredients). */
export function knownIngredientsOf(saved: readonly SavedRecipe[]): KnownIngredient[] {
  const spellings = new Map<string, Map<string, number>>();
  for (const { recipe } of saved) {
    for (const { name } of recipe.ingredients) {
      const key = ingredientKey(name);
      if (!key) continue;
      const counts = spellings.get(key) ?? new Map<string, number>();
      counts.set(name, (counts.get(name) ?? 0) + 1);
      spellings.set(key, counts);
    }
  }
  const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
  return [...spellings]
    .sort(([keyA, a], [keyB, b]) => total(b) - total(a) || (keyA < keyB ? -1 : 1))
    .map(([key, counts]) => ({
      key,
      name: [...counts].sort(([nameA, a], [nameB, b]) => b - a || (nameA < nameB ? -1 : 1))[0]![0],
    }));
}

/** The search index over saved recipes. */
function indexOf(saved: readonly SavedRecipe[]): SearchIndex {
  const index = new SearchIndex();
  for (const { recipe } of saved) {
    index.put({
      ...recipe,
      createdAt: Date.parse(recipe.createdAt),
      ingredients: recipe.ingredients.map((ingredient) => ingredient.name),
    });
  }
  return index;
}

/** «Tengo a la mano» over saved recipes: the server's ranking, and pantryMatcher for what each is missing. */
export function pantrySearchOf(
  saved: readonly SavedRecipe[],
  selected: readonly string[],
): IngredientSearchResult {
  const byId = new Map(saved.map(({ recipe }) => [recipe.id, recipe]));
  const { hits } = indexOf(saved).searchPantry(selectionKeys(selected), 0, cookingLimits.results);
  const match = pantryMatcher(selected);
  const items = hits.map(({ id }) => {
    const recipe = byId.get(id)!;
    const { have, missing, ratio } = match(recipe.ingredients.map((ingredient) => ingredient.name));
    return { recipe, have, missing, ratio };
  });
  return { items, nextCursor: null };
}

/** «Qué te provoca» over saved recipes, read and ranked as the server does. */
export function cravingSearchOf(saved: readonly SavedRecipe[], q: string): CravingResult {
  const index = indexOf(saved);
  const { words, corrected } = index.understand(q, cravingFields);
  if (!words.length) return { items: [], nextCursor: null, corrected: null };
  const byId = new Map(saved.map(({ recipe }) => [recipe.id, recipe]));
  const { ids } = index.searchText({ words, fields: cravingFields, offset: 0, limit: cookingLimits.results });
  return { items: ids.map((id) => byId.get(id)!), nextCursor: null, corrected };
}

/** A saved recipe of the meal type at random, another than `exclude` when there is one. */
export function drawFrom(saved: readonly SavedRecipe[], exclude?: string): Recipe | null {
  const others = saved.filter((entry) => entry.id !== exclude);
  const pool = others.length ? others : saved;
  return pool[Math.floor(Math.random() * pool.length)]?.recipe ?? null;
}

// ---- the answers the cooking API gives offline ----

/** Every answer needs recipes on the device; none at all is its own message. */
async function needRecipes(): Promise<void> {
  if ((await deviceRecipeCount()) === 0) throw new OfflineAnswerError(texts.noneSaved);
}

export async function deviceKnownIngredients(): Promise<{ items: KnownIngredient[] }> {
  return { items: knownIngredientsOf(await fromDevice(savedRecipes)) };
}

export async function deviceIngredientSearch(selected: readonly string[]): Promise<IngredientSearchResult> {
  await needRecipes();
  return pantrySearchOf(await fromDevice(() => savedRecipesWithAnyKey(selectionKeys(selected))), selected);
}

export async function deviceCravingSearch(q: string): Promise<CravingResult> {
  await needRecipes();
  return cravingSearchOf(await fromDevice(savedRecipes), q);
}

export async function deviceRandomRecipe(mealType: MealType, exclude?: string): Promise<RandomRecipe> {
  await needRecipes();
  const recipe = drawFrom(await fromDevice(() => savedRecipesOfMealType(mealType)), exclude);
  // The same answer as the server's when the type has no recipe, so the screen says it the same way.
  if (!recipe) throw new ApiError(404, 'NOT_FOUND', fill(es.cooking.surprise.noneFor, { mealType }));
  return { recipe };
}

export async function deviceRecipe(id: string): Promise<Recipe> {
  const saved = await fromDevice(() => savedRecipe(id));
  if (!saved) throw new OfflineAnswerError(texts.recipeNotSaved);
  return saved.recipe;
}
