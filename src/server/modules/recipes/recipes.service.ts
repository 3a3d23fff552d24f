// The writes of the recipe book around a recipe: ratings, favourites, comments and views. Each runs in
// one transaction that locks the recipe row first, changes the fact row and every counter that counts
// it, refreshes the achievements it may unlock and tells the recipe's live topic.
import { recipeLiveTypes, type FavoriteState, type RatingState, type RecipeComment } from '#shared/contract/recipes.ts';
import { recipeTopic } from '#shared/contract/live.ts';
import { usernameFrom } from '#shared/domain/profile.ts';
import { averageRating } from '#shared/domain/ratings.ts';
import { recipes as texts } from '#shared/i18n/recipes.ts';
import type { Viewer } from '../../auth/session.ts';
import type { Database, Tx } from '../../db/connect.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { publishLive } from '../../live/live-hub.ts';
import { refreshAchievements } from '../achievements/achievements.service.ts';
import { refuseIfBlocked } from '../blocks/blocks.service.ts';
import { brakeNewAccount, type NewAccountBrakes } from '../blocks/new-account-brakes.ts';
import { progressChanged } from '../progress/progress.service.ts';
import { notifyRecipeComment } from '../push/push.service.ts';
import {
  countNewComment,
  deleteFavorite,
  deleteRating,
  findStars,
  insertComment,
  insertFavorite,
  lockProfileName,
  lockRecipeAuthor,
  moveFavoritesCount,
  moveFavoritesReceived,
  moveRatingCounters,
  raiseBestStarReceived,
  upsertRating,
} from './reactions.repository.ts';
import { countRecipeExplored, insertRecipeView, lockRecipeKey } from './recipes.repository.ts';

/** Locks the recipe row (writers of one recipe queue here) and returns its author; a 404 when there is none. */
async function lockRecipe(tx: Tx, recipeId: string): Promise<string> {
  const authorId = await lockRecipeAuthor(tx, recipeId);
  if (authorId === null) throw notFound(texts.errors.notFound);
  return authorId;
}

/**
 * Applies a change to the viewer's rating: stars 1–5 sets it, 0 removes it. The counters move by the
 * difference in one UPDATE while the recipe row is locked, so concurrent raters never lose an update.
 */
export async function setRating(db: Database, recipeId: string, userId: string, stars: number): Promise<RatingState> {
  return db.transaction(async (tx) => {
    const authorId = await lockRecipe(tx, recipeId);
    if (authorId === userId) throw forbidden(texts.rating.cannotRateOwn);
    const before = stars === 0 ? await deleteRating(tx, recipeId, userId) : await findStars(tx, recipeId, userId);
    if (stars > 0) await upsertRating(tx, recipeId, userId, stars);
    const countDelta = (stars > 0 ? 1 : 0) - (before > 0 ? 1 : 0);
    const sumDelta = stars - before;
    const counters = await moveRatingCounters(tx, recipeId, countDelta, sumDelta);
    const state: RatingState = {
      averageRating: averageRating(counters.totalRatingSum, counters.ratingCount),
      ratingCount: counters.ratingCount,
      totalRatingSum: counters.totalRatingSum,
      myRating: stars,
    };
    if (stars > 0) {
      await raiseBestStarReceived(tx, authorId, stars);
      await refreshAchievements(tx, authorId);
    }
    if (countDelta !== 0) await progressChanged(tx, authorId);
    if (sumDelta !== 0 || countDelta !== 0) {
      await publishLive(tx, recipeTopic(recipeId), {
        type: recipeLiveTypes.ratingChanged,
        averageRating: state.averageRating,
        ratingCount: state.ratingCount,
      });
    }
    return state;
  });
}

/** Saves or unsaves the recipe for the viewer; idempotent. Only other cooks' saves count for the author. */
export async function setFavorite(db: Database, recipeId: string, userId: string, favorite: boolean): Promise<FavoriteState> {
  return db.transaction(async (tx) => {
    const authorId = await lockRecipe(tx, recipeId);
    const changed = favorite ? await insertFavorite(tx, userId, recipeId) : await deleteFavorite(tx, userId, recipeId);
    const delta = !changed ? 0 : favorite ? 1 : -1;
    const favoritesCount = await moveFavoritesCount(tx, recipeId, delta);
    if (delta !== 0) {
      if (authorId !== userId) {
        await moveFavoritesReceived(tx, authorId, delta);
        await refreshAchievements(tx, authorId);
        await progressChanged(tx, authorId);
      }
      await publishLive(tx, recipeTopic(recipeId), { type: recipeLiveTypes.favoriteChanged, favoritesCount });
    }
    return { isFavorite: favorite, favoritesCount };
  });
}

/** The comment is already trimmed and bounded by the contract. */
export async function addComment(db: Database, recipeId: string, viewer: Viewer, comment: string, brakes: NewAccountBrakes): Promise<RecipeComment> {
  return db.transaction(async (tx) => {
    await brakeNewAccount(tx, brakes, viewer.id, 'comments');
    await refuseIfBlocked(tx, { ownerId: await lockRecipe(tx, recipeId), actorId: viewer.id });
    // Locked like a rename locks it, so the comment carries the name before or after it, never a stale one.
    const userName = (await lockProfileName(tx, viewer.id)) ?? usernameFrom(viewer.name, viewer.email);
    const created = await insertComment(tx, { recipeId, userId: viewer.id, userName, comment });
    await countNewComment(tx, recipeId, viewer.id);
    await refreshAchievements(tx, viewer.id);
    await progressChanged(tx, viewer.id);
    await publishLive(tx, recipeTopic(recipeId), { type: recipeLiveTypes.commentCreated, commentId: created.id, authorId: viewer.id });
    await notifyRecipeComment(tx, { recipeId, commenterId: viewer.id, commenterName: userName, comment });
    return created;
  });
}

/** A distinct opened recipe counts once towards culinary_explorer (DESIGN §3); false when there is no such recipe. */
export async function recordRecipeView(db: Database, recipeId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockRecipeKey(tx, recipeId))) return false;
    if (await insertRecipeView(tx, userId, recipeId)) {
      await countRecipeExplored(tx, userId);
      await refreshAchievements(tx, userId);
    }
    return true;
  });
}
