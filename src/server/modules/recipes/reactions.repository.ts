// Rows of a recipe's ratings, favourites and comments, and the counters that count them. The writer
// (recipes.service.ts) locks the recipe row first and moves every counter in the same transaction.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Page } from '#shared/contract/page.ts';
import type { RecipeComment } from '#shared/contract/recipes.ts';
import type { Executor, Tx } from '../../db/connect.ts';
import { profiles, recipeComments, recipeFavorites, recipeRatings, recipes } from '../../db/schema.ts';
import { underReviewFor, visibleTo } from '../moderation/visibility.ts';
import { cursorTimestamp, encodeCursor, isUuid, type SortKey } from './cursor.ts';

/** Locks the recipe row for this transaction (writers of one recipe queue here); its author, or null when there is no such recipe. */
export async function lockRecipeAuthor(tx: Tx, recipeId: string): Promise<string | null> {
  if (!isUuid(recipeId)) return null;
  const [row] = await tx.select({ authorId: recipes.authorId }).from(recipes).where(eq(recipes.id, recipeId)).for('no key update');
  return row?.authorId ?? null;
}

// ---- ratings ----

const ratingOf = (recipeId: string, userId: string) => and(eq(recipeRatings.recipeId, recipeId), eq(recipeRatings.userId, userId));

/** The cook's stars for the recipe, 0 when none. */
export async function findStars(tx: Tx, recipeId: string, userId: string): Promise<number> {
  const [row] = await tx.select({ stars: recipeRatings.stars }).from(recipeRatings).where(ratingOf(recipeId, userId));
  return row?.stars ?? 0;
}

/** Deletes the cook's rating; the stars it had, 0 when none. */
export async function deleteRating(tx: Tx, recipeId: string, userId: string): Promise<number> {
  const [row] = await tx.delete(recipeRatings).where(ratingOf(recipeId, userId)).returning({ stars: recipeRatings.stars });
  return row?.stars ?? 0;
}

export async function upsertRating(tx: Tx, recipeId: string, userId: string, stars: number): Promise<void> {
  await tx
    .insert(recipeRatings)
    .values({ recipeId, userId, stars })
    .onConflictDoUpdate({ target: [recipeRatings.recipeId, recipeRatings.userId], set: { stars, updatedAt: new Date() } });
}

/** Moves count, sum and average by the change in one UPDATE; the counters after it. */
export async function moveRatingCounters(
  tx: Tx,
  recipeId: string,
  countDelta: number,
  sumDelta: number,
): Promise<{ ratingCount: number; totalRatingSum: number }> {
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
  return counters!;
}

export async function raiseBestStarReceived(tx: Tx, authorId: string, stars: number): Promise<void> {
  await tx
    .update(profiles)
    .set({ bestStarReceived: sql`greatest(${profiles.bestStarReceived}, ${stars}::int)`, updatedAt: new Date() })
    .where(eq(profiles.userId, authorId));
}

// ---- favourites ----

/** Saves the recipe for the cook; false when it was already saved. */
export async function insertFavorite(tx: Tx, userId: string, recipeId: string): Promise<boolean> {
  const inserted = await tx
    .insert(recipeFavorites)
    .values({ userId, recipeId })
    .onConflictDoNothing()
    .returning({ recipeId: recipeFavorites.recipeId });
  return inserted.length > 0;
}

/** Unsaves the recipe for the cook; false when it was not saved. */
export async function deleteFavorite(tx: Tx, userId: string, recipeId: string): Promise<boolean> {
  const deleted = await tx
    .delete(recipeFavorites)
    .where(and(eq(recipeFavorites.userId, userId), eq(recipeFavorites.recipeId, recipeId)))
    .returning({ recipeId: recipeFavorites.recipeId });
  return deleted.length > 0;
}

/** Moves the recipe's favourites counter; its value after the move. */
export async function moveFavoritesCount(tx: Tx, recipeId: string, delta: number): Promise<number> {
  const [counter] = await tx
    .update(recipes)
    .set({ favoritesCount: sql`${recipes.favoritesCount} + ${delta}::int` })
    .where(eq(recipes.id, recipeId))
    .returning({ favoritesCount: recipes.favoritesCount });
  return counter!.favoritesCount;
}

export async function moveFavoritesReceived(tx: Tx, authorId: string, delta: number): Promise<void> {
  await tx
    .update(profiles)
    .set({ favoritesReceived: sql`${profiles.favoritesReceived} + ${delta}::int`, updatedAt: new Date() })
    .where(eq(profiles.userId, authorId));
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
/** A recipe comment as the visibility rule of issue 17 reads it. */
const commentItem = { hiddenAt: c.hiddenAt, authorId: c.userId };
type CommentRow = Omit<RecipeComment, 'createdAt'> & { createdKey: string };

function toComment({ createdKey, ...row }: CommentRow): RecipeComment {
  return { ...row, createdAt: new Date(createdKey).toISOString() };
}

/** Oldest first (SPEC §7), continuing after the given sort key, as the viewer may see them; served by recipe_comments_recipe_idx. */
export async function listComments(
  executor: Executor,
  viewerId: string | null,
  recipeId: string,
  after: SortKey | null,
  limit: number,
): Promise<Page<RecipeComment>> {
  const rows = await executor
    .select({ ...commentColumns, underReview: underReviewFor(viewerId, commentItem) })
    .from(c)
    .where(
      and(
        eq(c.recipeId, recipeId),
        visibleTo(viewerId, commentItem),
        after ? gt(sql`(${c.createdAt}, ${c.id})`, sql`(${after.createdAt}::timestamptz, ${after.id}::uuid)`) : undefined,
      ),
    )
    .orderBy(asc(c.createdAt), asc(c.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toComment),
    nextCursor: rows.length > limit && last ? encodeCursor('comments', { createdAt: last.createdKey, id: last.id, ratingCount: 0 }) : null,
  };
}

/** The cook's profile name, locked like a rename locks it; null when they have no profile yet. */
export async function lockProfileName(tx: Tx, userId: string): Promise<string | null> {
  const [profile] = await tx.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, userId)).for('update');
  return profile?.username ?? null;
}

export async function insertComment(
  tx: Tx,
  comment: { recipeId: string; userId: string; userName: string; comment: string },
): Promise<RecipeComment> {
  const [created] = await tx.insert(c).values(comment).returning(commentColumns);
  return toComment({ ...created!, underReview: false });
}

/**
 * Deletes a comment (a moderator's removal, issue 17) and counts it out of the recipe and its writer, in
 * the caller's transaction, which holds the recipe row (lockRecipeAuthor); the writer, or null when there was none.
 */
export async function deleteComment(tx: Tx, commentId: string): Promise<{ userId: string } | null> {
  const [row] = await tx.delete(c).where(eq(c.id, commentId)).returning({ recipeId: c.recipeId, userId: c.userId });
  if (!row) return null;
  await tx
    .update(recipes)
    .set({ commentsCount: sql`greatest(${recipes.commentsCount} - 1, 0)` })
    .where(eq(recipes.id, row.recipeId));
  await tx
    .update(profiles)
    .set({ commentsWritten: sql`greatest(${profiles.commentsWritten} - 1, 0)`, updatedAt: new Date() })
    .where(eq(profiles.userId, row.userId));
  return { userId: row.userId };
}

/** Counts a new comment on the recipe and for the cook who wrote it. */
export async function countNewComment(tx: Tx, recipeId: string, userId: string): Promise<void> {
  await tx
    .update(recipes)
    .set({ commentsCount: sql`${recipes.commentsCount} + 1` })
    .where(eq(recipes.id, recipeId));
  await tx
    .update(profiles)
    .set({ commentsWritten: sql`${profiles.commentsWritten} + 1`, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}
