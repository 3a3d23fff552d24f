// The rules of cooking: the surprise recipe, cook sessions with the
// achievements they earn, and which recipes a cook's device keeps for cooking offline.
import type { CookSessionFinished, CookSessionStart } from '#shared/contract/cooking.ts';
import type { Page } from '#shared/contract/page.ts';
import type { Recipe, RecipeSummary } from '#shared/contract/recipes.ts';
import type { MealType } from '#shared/domain/catalog.ts';
import { matchPantry } from '#shared/domain/ingredients.ts';
import { es } from '#shared/i18n/es.ts';
import type { Database } from '../../db/connect.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { refreshAchievements } from '../achievements/achievements.service.ts';
import { progressAfterCook, xpBeforeChange } from '../progress/progress.service.ts';
import { recordRecipeView } from '../recipes/recipes.service.ts';
import {
  cookSessionByClientId,
  countRecipesOfType,
  favoriteRecipeIds,
  insertCookSession,
  lockCookSession,
  lockRecipeKey,
  markCookSessionFinished,
  markPantryMasterAchieved,
  ownRecipeIds,
  popularRecipeIds,
  recipeIngredientNames,
  recipeOfTypeAt,
  viewedRecipeIds,
  wholeRecipesInOrder,
} from './cooking.repository.ts';

const texts = es.cooking.api;

/**
 * A random recipe of the meal type, avoiding `exclude` when another one exists: a count and an offset,
 * both walked on the (meal_type, created_at, id) index, never a sort of the whole table.
 */
export async function randomRecipe(
  db: Database,
  viewerId: string | null,
  mealType: MealType,
  exclude?: string,
): Promise<RecipeSummary | null> {
  for (const excluded of exclude ? [exclude, undefined] : [undefined]) {
    const n = await countRecipesOfType(db, viewerId, mealType, excluded);
    if (n === 0) continue;
    // A recipe deleted between the count and the read shortens the list: start again from the top.
    for (const offset of [Math.floor(Math.random() * n), 0]) {
      const recipe = await recipeOfTypeAt(db, viewerId, mealType, excluded, offset);
      if (recipe) return recipe;
    }
  }
  return null;
}

/**
 * Records the start of cooking, which also opens the recipe exactly as its detail does (culinary_explorer).
 * A session cooked offline comes with the clientId its device chose: sent again, it answers the same session.
 */
export async function startCookSession(
  db: Database,
  userId: string,
  { recipeId, fromPantry, clientId, ingredientsVerified }: CookSessionStart,
): Promise<string> {
  const id = await db.transaction(async (tx) => {
    if (!(await lockRecipeKey(tx, recipeId))) throw notFound(texts.recipeNotFound);
    const inserted = await insertCookSession(tx, {
      userId,
      recipeId,
      fromPantry: Boolean(fromPantry),
      selectedIngredients: fromPantry?.selected ?? [],
      clientId: clientId ?? null,
      ingredientsVerified: ingredientsVerified ?? false,
    });
    // Only a clientId can collide; the session it already made is the answer.
    return inserted ?? (await cookSessionByClientId(tx, userId, clientId!))!;
  });
  await recordRecipeView(db, recipeId, userId);
  return id;
}

/**
 * Closes a cook session. The server alone decides whether every ingredient of the recipe was among those
 * selected in «Tengo a la mano» (after synonym normalisation); when so the cook earns pantry_master. The
 * answer carries what the finish earned: XP (none for a recipe already cooked today), the cook's progress
 * and the achievements it unlocked.
 */
export async function finishCookSession(
  db: Database,
  sessionId: string,
  userId: string,
  rating: number | undefined,
): Promise<Omit<CookSessionFinished, 'id'>> {
  return db.transaction(async (tx) => {
    const session = await lockCookSession(tx, sessionId);
    if (!session) throw notFound(texts.sessionNotFound);
    if (session.userId !== userId) throw forbidden();
    if (session.finishedAt) throw conflict(texts.sessionFinished, 'SESSION_FINISHED');
    const xpBefore = await xpBeforeChange(tx, userId);
    let usedOnlyPantry = false;
    if (session.fromPantry) {
      const match = matchPantry(
        await recipeIngredientNames(tx, session.recipeId),
        session.selectedIngredients,
      );
      usedOnlyPantry = match.chosen > 0 && match.missing.length === 0;
    }
    await markCookSessionFinished(tx, sessionId, { rating: rating ?? null, usedOnlyPantry });
    if (usedOnlyPantry) await markPantryMasterAchieved(tx, userId);
    const unlocked = await refreshAchievements(tx, userId);
    return { usedOnlyPantry, unlocked, ...(await progressAfterCook(tx, userId, xpBefore)) };
  });
}

/** Recipes in one page of the offline catalogue: a few requests for the whole catalogue, each quick. */
export const offlineCataloguePageSize = 50;

/**
 * One page of the recipes the cook's device keeps for cooking offline, whole: their favourites, the
 * recipes they opened, their own, then the most rated, each once, at most `cap` in all (decision 005).
 * The cursor is the position in that list, which is worked out again for each page; a recipe saved or
 * opened during a sync may move the list by one, and the device keeps each recipe once whatever it is sent.
 */
export async function offlineCataloguePage(
  db: Database,
  userId: string,
  cap: number,
  from: number,
): Promise<Page<Recipe>> {
  const lists = await Promise.all([
    favoriteRecipeIds(db, userId, cap),
    viewedRecipeIds(db, userId, cap),
    ownRecipeIds(db, userId, cap),
    popularRecipeIds(db, cap),
  ]);
  const ids = [...new Set(lists.flat().map((row) => row.id))].slice(0, cap);
  const to = from + offlineCataloguePageSize;
  return {
    items: await wholeRecipesInOrder(db, ids.slice(from, to), userId),
    nextCursor: to < ids.length ? String(to) : null,
  };
}
