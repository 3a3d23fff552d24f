// Ratings, favourites and comments of a recipe. Each write locks the recipe row first, changes the
// fact row and every counter that counts it in the same transaction, and tells the recipe's live topic.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { recipeLiveTypes, type CommentListQuery, type FavoriteState, type Page, type RatingState, type RecipeComment } from '#shared/contract/recipes.ts';
import { recipeTopic } from '#shared/contract/live.ts';
import { usernameFrom } from '#shared/domain/profile.ts';
import { averageRating } from '#shared/domain/ratings.ts';
import { recipes as texts } from '#shared/i18n/recipes.ts';
import type { Viewer } from '../../auth/session.ts';
import type { Database } from '../../db/connect.ts';
import { profiles, recipeComments, recipeFavorites, recipeRatings, recipes } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { publishLive } from '../../live/live-hub.ts';
import { refreshAchievements } from '../achievements/achievements.service.ts';
import { cursorTimestamp, decodeCursor, encodeCursor, isUuid } from './cursor.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks the recipe row for this transaction (writers of one recipe queue here) and returns its author. */
async function lockRecipe(tx: Tx, recipeId: string): Promise<string> {
  if (!isUuid(recipeId)) throw notFound(texts.errors.notFound);
  const [row] = await tx
    .select({ authorId: recipes.authorId })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .for('no key update');
  if (!row) throw notFound(texts.errors.notFound);
  return row.authorId;
}

export async function recipeExists(db: Database, recipeId: string): Promise<boolean> {
  if (!isUuid(recipeId)) return false;
  const rows = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId));
  return rows.length > 0;
}

// ---- ratings ----

/**
 * Applies a change to the viewer's rating: stars 1–5 sets it, 0 removes it. The counters move by the
 * difference in one UPDATE while the recipe row is locked, so concurrent raters never lose an update.
 */
export async function setRating(db: Database, recipeId: string, userId: string, stars: number): Promise<RatingState> {
  return db.transaction(async (tx) => {
    const authorId = await lockRecipe(tx, recipeId);
    if (authorId === userId) throw forbidden(texts.rating.cannotRateOwn);
    const mine = and(eq(recipeRatings.recipeId, recipeId), eq(recipeRatings.userId, userId));
    const [previous] =
      stars === 0
        ? await tx.delete(recipeRatings).where(mine).returning({ stars: recipeRatings.stars })
        : await tx.select({ stars: recipeRatings.stars }).from(recipeRatings).where(mine);
    const before = previous?.stars ?? 0;
    if (stars > 0) {
      await tx
        .insert(recipeRatings)
        .values({ recipeId, userId, stars })
        .onConflictDoUpdate({ target: [recipeRatings.recipeId, recipeRatings.userId], set: { stars, updatedAt: new Date() } });
    }
    const countDelta = (stars > 0 ? 1 : 0) - (before > 0 ? 1 : 0);
    const sumDelta = stars - before;
    // Every right-hand side reads the row as it was before this UPDATE.
    const [counters] = await tx
      .update(recipes)
      .set({
        ratingCount: sql`${recipes.ratingCount} + ${countDelta}::int`,
        totalRatingSum: sql`${recipes.totalRatingSum} + ${sumDelta}::int`,
        averageRating: sql`coalesce((${recipes.totalRatingSum} + ${sumDelta}::int)::real / nullif(${recipes.ratingCount} + ${countDelta}::int, 0), 0)`,
      })
      .where(eq(recipes.id, recipeId))
      .returning({ ratingCount: recipes.ratingCount, totalRatingSum: recipes.totalRatingSum });
    const state: RatingState = {
      averageRating: averageRating(counters!.totalRatingSum, counters!.ratingCount),
      ratingCount: counters!.ratingCount,
      totalRatingSum: counters!.totalRatingSum,
      myRating: stars,
    };
    if (stars > 0) {
      await tx
        .update(profiles)
        .set({ bestStarReceived: sql`greatest(${profiles.bestStarReceived}, ${stars}::int)`, updatedAt: new Date() })
        .where(eq(profiles.userId, authorId));
      await refreshAchievements(tx, authorId);
    }
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

// ---- favourites ----

/** Saves or unsaves the recipe for the viewer; idempotent. Only other cooks' saves count for the author. */
export async function setFavorite(db: Database, recipeId: string, userId: string, favorite: boolean): Promise<FavoriteState> {
  return db.transaction(async (tx) => {
    const authorId = await lockRecipe(tx, recipeId);
    const changed = favorite
      ? await tx.insert(recipeFavorites).values({ userId, recipeId }).onConflictDoNothing().returning({ recipeId: recipeFavorites.recipeId })
      : await tx
          .delete(recipeFavorites)
          .where(and(eq(recipeFavorites.userId, userId), eq(recipeFavorites.recipeId, recipeId)))
          .returning({ recipeId: recipeFavorites.recipeId });
    const delta = changed.length === 0 ? 0 : favorite ? 1 : -1;
    const [counter] = await tx
      .update(recipes)
      .set({ favoritesCount: sql`${recipes.favoritesCount} + ${delta}::int` })
      .where(eq(recipes.id, recipeId))
      .returning({ favoritesCount: recipes.favoritesCount });
    const favoritesCount = counter!.favoritesCount;
    if (delta !== 0) {
      if (authorId !== userId) {
        await tx
          .update(profiles)
          .set({ favoritesReceived: sql`${profiles.favoritesReceived} + ${delta}::int`, updatedAt: new Date() })
          .where(eq(profiles.userId, authorId));
        await refreshAchievements(tx, authorId);
      }
      await publishLive(tx, recipeTopic(recipeId), { type: recipeLiveTypes.favoriteChanged, favoritesCount });
    }
    return { isFavorite: favorite, favoritesCount };
  });
}

// ---- comments ----

const c = recipeComments;
const commentColumns = {
  id: c.id,
  recipeId: c.recipeId,
  userId: c.userId,
  userName: c.userName,
  comment: c.comment,
  createdKey: cursorTimestamp(c.createdAt).mapWith(String),
};
type CommentRow = Omit<RecipeComment, 'createdAt'> & { createdKey: string };

function toComment({ createdKey, ...row }: CommentRow): RecipeComment {
  return { ...row, createdAt: new Date(createdKey).toISOString() };
}

/** Oldest first (SPEC §7), continuing after the cursor; served by recipe_comments_recipe_idx. */
export async function listComments(db: Database, recipeId: string, query: CommentListQuery): Promise<Page<RecipeComment>> {
  const after = query.cursor ? decodeCursor('comments', query.cursor) : null;
  const rows = await db
    .select(commentColumns)
    .from(c)
    .where(
      and(
        eq(c.recipeId, recipeId),
        after ? gt(sql`(${c.createdAt}, ${c.id})`, sql`(${after.createdAt}::timestamptz, ${after.id}::uuid)`) : undefined,
      ),
    )
    .orderBy(asc(c.createdAt), asc(c.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toComment),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor('comments', { createdAt: last.createdKey, id: last.id, ratingCount: 0 }) : null,
  };
}

/** The comment is already trimmed and bounded by the contract. */
export async function addComment(db: Database, recipeId: string, viewer: Viewer, comment: string): Promise<RecipeComment> {
  return db.transaction(async (tx) => {
    await lockRecipe(tx, recipeId);
    // Locked like a rename locks it, so the comment carries the name before or after it, never a stale one.
    const [profile] = await tx.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, viewer.id)).for('update');
    const userName = profile?.username ?? usernameFrom(viewer.name, viewer.email);
    const [created] = await tx.insert(c).values({ recipeId, userId: viewer.id, userName, comment }).returning(commentColumns);
    await tx
      .update(recipes)
      .set({ commentsCount: sql`${recipes.commentsCount} + 1` })
      .where(eq(recipes.id, recipeId));
    await tx
      .update(profiles)
      .set({ commentsWritten: sql`${profiles.commentsWritten} + 1`, updatedAt: new Date() })
      .where(eq(profiles.userId, viewer.id));
    await refreshAchievements(tx, viewer.id);
    const result = toComment(created!);
    await publishLive(tx, recipeTopic(recipeId), { type: recipeLiveTypes.commentCreated, commentId: result.id });
    return result;
  });
}
