// The rules of cooking: what «Tengo a la mano» shows, the surprise recipe, and cook sessions with the
// achievements they earn.
import type { IngredientMatch } from '#shared/contract/cooking.ts';
import type { RecipeSummary } from '#shared/contract/recipes.ts';
import type { MealType } from '#shared/domain/catalog.ts';
import { matchPantry, selectionKeys } from '#shared/domain/ingredients.ts';
import { es } from '#shared/i18n/es.ts';
import type { Database } from '../../db/connect.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { refreshAchievements } from '../achievements/achievements.service.ts';
import { recordRecipeView } from '../recipes/recipes.service.ts';
import {
  countRecipesOfType,
  ingredientNamesOf,
  ingredientRankQuery,
  insertCookSession,
  lockCookSession,
  lockRecipeKey,
  markCookSessionFinished,
  markPantryMasterAchieved,
  recipeIngredientNames,
  recipeOfTypeAt,
  summariesInOrder,
} from './cooking.repository.ts';

const texts = es.cooking.api;

/** The best recipes for the selected ingredients, each with what the cook has and what is missing. */
export async function searchByIngredients(
  db: Database,
  selected: readonly string[],
): Promise<IngredientMatch[]> {
  const keys = selectionKeys(selected);
  if (!keys.length) return [];
  const ids = (await ingredientRankQuery(db, keys)).map((row) => row.recipeId);
  if (!ids.length) return [];
  const [summaries, namesOf] = await Promise.all([summariesInOrder(db, ids), ingredientNamesOf(db, ids)]);
  return summaries.map((recipe) => ({ recipe, ...matchPantry(namesOf.get(recipe.id) ?? [], selected) }));
}

/**
 * A random recipe of the meal type, avoiding `exclude` when another one exists: a count and an offset,
 * both walked on the (meal_type, created_at, id) index, never a sort of the whole table.
 */
export async function randomRecipe(
  db: Database,
  mealType: MealType,
  exclude?: string,
): Promise<RecipeSummary | null> {
  for (const excluded of exclude ? [exclude, undefined] : [undefined]) {
    const n = await countRecipesOfType(db, mealType, excluded);
    if (n === 0) continue;
    // A recipe deleted between the count and the read shortens the list: start again from the top.
    for (const offset of [Math.floor(Math.random() * n), 0]) {
      const recipe = await recipeOfTypeAt(db, mealType, excluded, offset);
      if (recipe) return recipe;
    }
  }
  return null;
}

/** Records the start of cooking, which also opens the recipe exactly as its detail does (culinary_explorer). */
export async function startCookSession(
  db: Database,
  userId: string,
  recipeId: string,
  fromPantry: { selected: string[] } | undefined,
): Promise<string> {
  const id = await db.transaction(async (tx) => {
    if (!(await lockRecipeKey(tx, recipeId))) throw notFound(texts.recipeNotFound);
    return insertCookSession(tx, {
      userId,
      recipeId,
      fromPantry: Boolean(fromPantry),
      selectedIngredients: fromPantry?.selected ?? [],
    });
  });
  await recordRecipeView(db, recipeId, userId);
  return id;
}

/**
 * Closes a cook session. The server alone decides whether every ingredient of the recipe was among those
 * selected in «Tengo a la mano» (after synonym normalisation); when so the cook earns pantry_master.
 */
export async function finishCookSession(
  db: Database,
  sessionId: string,
  userId: string,
  rating: number | undefined,
): Promise<{ usedOnlyPantry: boolean; unlocked: string[] }> {
  return db.transaction(async (tx) => {
    const session = await lockCookSession(tx, sessionId);
    if (!session) throw notFound(texts.sessionNotFound);
    if (session.userId !== userId) throw forbidden();
    if (session.finishedAt) throw conflict(texts.sessionFinished, 'SESSION_FINISHED');
    let usedOnlyPantry = false;
    if (session.fromPantry) {
      const match = matchPantry(
        await recipeIngredientNames(tx, session.recipeId),
        session.selectedIngredients,
      );
      usedOnlyPantry = match.have.length > 0 && match.missing.length === 0;
    }
    await markCookSessionFinished(tx, sessionId, { rating: rating ?? null, usedOnlyPantry });
    if (usedOnlyPantry) await markPantryMasterAchieved(tx, userId);
    const unlocked = await refreshAchievements(tx, userId);
    return { usedOnlyPantry, unlocked };
  });
}
