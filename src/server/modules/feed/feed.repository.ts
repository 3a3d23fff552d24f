// Posts, comments, likes and favourites. Every counter changes in the statement or transaction that
// writes the row it counts, so concurrent cooks never lose or double an update (DESIGN §3).
import { and, asc, desc, eq, exists, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Post, PostComment } from '#shared/contract/feed.ts';
import { postLimits } from '#shared/domain/content-rules.ts';
import type { Page } from '#shared/contract/page.ts';
import type { Executor, Tx } from '../../db/connect.ts';
import { follows, postComments, postFavorites, postLikes, posts, profiles, recipes, uploads } from '../../db/schema.ts';
import { underReviewFor, visibleTo } from '../moderation/visibility.ts';
import { cursorTimestamp, encodeCursor, type SortKey } from '../recipes/cursor.ts';

/** The viewer's saved-post rows as the favourites list joins them (post_favorites is also read by favoriteByMe). */
const saved = alias(postFavorites, 'saved');

/** A list's sort key as a row `(at, id)`, compared with the cursor's in one condition the list's index serves. */
const rowKey = (at: AnyPgColumn, id: AnyPgColumn) => sql`(${at}, ${id})`;
const cursorKey = (cursor: SortKey) => sql`(${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;

/** A flag of the viewer's own rows (liked, saved, following); false for a signed-out visitor, who has none. */
const viewerHas = (viewerId: string | null, row: (viewerId: string) => SQL) => (viewerId === null ? sql`false` : row(viewerId)).mapWith(Boolean);

/** A post and a comment as the visibility rule of issue 17 reads them. */
const postItem = { hiddenAt: posts.hiddenAt, authorId: posts.userId };
const commentItem = { hiddenAt: postComments.hiddenAt, authorId: postComments.userId };

/**
 * The post as the viewer sees it (author name and picture are the profile's current ones), with the
 * sort key of the list it is read for (`at`, `id`) to build the next cursor from.
 */
function selectPosts(db: Executor, viewerId: string | null, sortKey: { at: AnyPgColumn; id: AnyPgColumn }) {
  return db
    .select({
      id: posts.id,
      userId: posts.userId,
      userName: sql<string>`coalesce(${profiles.username}, ${posts.userName})`,
      profilePictureUrl: sql<string | null>`CASE WHEN ${profiles.userId} IS NULL THEN ${posts.profilePictureUrl} ELSE ${profiles.profilePictureUrl} END`,
      text: posts.text,
      imageUrl: posts.imageUrl,
      timestamp: posts.timestamp,
      likesCount: posts.likesCount,
      commentsCount: posts.commentsCount,
      recipeId: recipes.id,
      recipeName: sql<string | null>`coalesce(${recipes.name}, ${posts.recipeName})`,
      recipeImageUrl: recipes.imageUrl,
      likedByMe: viewerHas(viewerId, (viewer) =>
        exists(db.select({ one: sql`1` }).from(postLikes).where(and(eq(postLikes.postId, posts.id), eq(postLikes.userId, viewer)))),
      ),
      favoriteByMe: viewerHas(viewerId, (viewer) =>
        exists(db.select({ one: sql`1` }).from(postFavorites).where(and(eq(postFavorites.postId, posts.id), eq(postFavorites.userId, viewer)))),
      ),
      followingAuthor: viewerHas(viewerId, (viewer) =>
        exists(db.select({ one: sql`1` }).from(follows).where(and(eq(follows.followeeId, posts.userId), eq(follows.followerId, viewer)))),
      ),
      underReview: underReviewFor(viewerId, postItem),
      cursorAt: cursorTimestamp(sortKey.at).mapWith(String),
      cursorId: sql<string>`${sortKey.id}`,
    })
    .from(posts)
    .leftJoin(profiles, eq(profiles.userId, posts.userId))
    .leftJoin(recipes, eq(recipes.id, posts.recipeId))
    .$dynamic();
}

type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

function toPost(row: PostRow): Post {
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    profilePictureUrl: row.profilePictureUrl,
    text: row.text,
    imageUrl: row.imageUrl,
    timestamp: row.timestamp.toISOString(),
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    recipe: row.recipeId && row.recipeName ? { id: row.recipeId, name: row.recipeName, imageUrl: row.recipeImageUrl } : null,
    likedByMe: row.likedByMe,
    favoriteByMe: row.favoriteByMe,
    followingAuthor: row.followingAuthor,
    underReview: row.underReview,
  };
}

function toPage(rows: PostRow[], limit: number): Page<Post> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor('newest', { createdAt: last.cursorAt, id: last.cursorId, ratingCount: 0 }) : null;
  return { items: items.map(toPost), nextCursor };
}

/** The feed, newest first by (timestamp, id) on posts_timestamp_idx, without what the viewer may not see (visibility.ts). */
export async function listPosts(db: Executor, viewerId: string | null, cursor: SortKey | null, limit: number = postLimits.pageSize): Promise<Page<Post>> {
  const rows = await selectPosts(db, viewerId, { at: posts.timestamp, id: posts.id })
    .where(and(visibleTo(viewerId, postItem), cursor ? lt(rowKey(posts.timestamp, posts.id), cursorKey(cursor)) : undefined))
    .orderBy(desc(posts.timestamp), desc(posts.id))
    .limit(limit + 1);
  return toPage(rows, limit);
}

/** The viewer's saved posts, the most recently saved first. */
export async function listFavoritePosts(db: Executor, viewerId: string, cursor: SortKey | null, limit: number = postLimits.pageSize): Promise<Page<Post>> {
  const rows = await selectPosts(db, viewerId, { at: saved.createdAt, id: saved.postId })
    .innerJoin(saved, and(eq(saved.postId, posts.id), eq(saved.userId, viewerId)))
    .where(and(visibleTo(viewerId, postItem), cursor ? lt(rowKey(saved.createdAt, saved.postId), cursorKey(cursor)) : undefined))
    .orderBy(desc(saved.createdAt), desc(saved.postId))
    .limit(limit + 1);
  return toPage(rows, limit);
}

/** The post, or null when there is none or the viewer may not see it (hidden or by a cook they blocked: the same 404). */
export async function findPost(db: Executor, viewerId: string | null, postId: string): Promise<Post | null> {
  const [row] = await selectPosts(db, viewerId, { at: posts.timestamp, id: posts.id }).where(and(eq(posts.id, postId), visibleTo(viewerId, postItem)));
  return row ? toPost(row) : null;
}

/** The author's name and picture as a new post or comment stores them. */
export async function authorOf(db: Executor, userId: string): Promise<{ username: string; profilePictureUrl: string | null } | null> {
  const [row] = await db
    .select({ username: profiles.username, profilePictureUrl: profiles.profilePictureUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

export async function recipeName(db: Executor, recipeId: string): Promise<string | null> {
  const [row] = await db.select({ name: recipes.name }).from(recipes).where(eq(recipes.id, recipeId));
  return row?.name ?? null;
}

/**
 * Whether this cook uploaded the file under `key` as a post photo. The upload row is locked so two
 * posts racing for the same photo are decided one at a time.
 */
export async function lockOwnPostUpload(tx: Tx, ownerId: string, key: string): Promise<boolean> {
  const owned = await tx
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.ownerId, ownerId), eq(uploads.purpose, 'post')))
    .for('update');
  return owned.length > 0;
}

/** Whether a post other than `exceptPostId` (when given) already shows this photo. */
export async function isPhotoInUse(tx: Tx, url: string, exceptPostId: string | null): Promise<boolean> {
  const used = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.imageUrl, url), exceptPostId === null ? undefined : ne(posts.id, exceptPostId)))
    .limit(1);
  return used.length > 0;
}

export async function insertPost(
  tx: Executor,
  post: { userId: string; userName: string; profilePictureUrl: string | null; text: string; imageUrl: string | null; recipeId: string | null; recipeName: string | null },
): Promise<string> {
  const [row] = await tx.insert(posts).values(post).returning({ id: posts.id });
  return row!.id;
}

/** A post's owner and photo, with the row locked for an edit or a delete. */
export async function lockPost(tx: Tx, postId: string): Promise<{ userId: string; text: string; imageUrl: string | null } | null> {
  const [row] = await tx
    .select({ userId: posts.userId, text: posts.text, imageUrl: posts.imageUrl })
    .from(posts)
    .where(eq(posts.id, postId))
    .for('update');
  return row ?? null;
}

export async function updatePost(tx: Tx, postId: string, text: string, imageUrl: string | null): Promise<void> {
  await tx.update(posts).set({ text, imageUrl, updatedAt: sql`now()` }).where(eq(posts.id, postId));
}

/** Comments, likes and favourites go with the post (ON DELETE CASCADE). */
export async function deletePost(tx: Tx, postId: string): Promise<void> {
  await tx.delete(posts).where(eq(posts.id, postId));
}

/** A first photo on a post counts for picture_perfect (SPEC §9). */
export async function countPhotoPost(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(profiles)
    .set({ postsWithImage: sql`${profiles.postsWithImage} + 1`, firstPhoto: true, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

/**
 * Adds or removes the viewer's like and moves likes_count by exactly the rows changed, in one
 * statement: the row lock of the UPDATE orders concurrent likers. Null when the post does not exist.
 */
export async function setLike(
  tx: Executor,
  postId: string,
  userId: string,
  liked: boolean,
): Promise<{ likesCount: number; changed: boolean; hidden: boolean } | null> {
  const change = liked
    ? tx
        .insert(postLikes)
        // INSERT … SELECT fills every column in order, so the creation time's default is spelled out
        // (and Drizzle wants a name on each computed value of a sub-select).
        .select(tx.select({ postId: posts.id, userId: sql`${userId}`.as('userId'), createdAt: sql`now()`.as('createdAt') }).from(posts).where(eq(posts.id, postId)))
        .onConflictDoNothing()
        .returning({ one: sql`1` })
    : tx
        .delete(postLikes)
        .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
        .returning({ one: sql`1` });
  const changed = tx.$with('changed').as(change);
  const changedRows = sql<number>`(SELECT count(*) FROM ${changed})::int`.mapWith(Number);
  const [row] = await tx
    .with(changed)
    .update(posts)
    .set({ likesCount: liked ? sql`${posts.likesCount} + ${changedRows}` : sql`${posts.likesCount} - ${changedRows}` })
    .where(eq(posts.id, postId))
    .returning({ likesCount: posts.likesCount, changed: changedRows, hidden: sql<boolean>`${posts.hiddenAt} IS NOT NULL`.mapWith(Boolean) });
  return row ? { likesCount: row.likesCount, changed: row.changed > 0, hidden: row.hidden } : null;
}

/** With lock, the post cannot be deleted until the caller's transaction ends (so a row beside it can be added). */
export async function postExists(db: Executor, postId: string, { lock = false } = {}): Promise<boolean> {
  const query = db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
  const rows = lock ? await query.for('key share') : await query;
  return rows.length > 0;
}

/** Whether the post exists and the viewer may see it (visibility.ts): its comments are read only then. */
export async function postVisibleTo(db: Executor, viewerId: string | null, postId: string): Promise<boolean> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), visibleTo(viewerId, postItem)));
  return rows.length > 0;
}

export async function setFavorite(tx: Tx, postId: string, userId: string, favorite: boolean): Promise<boolean> {
  const rows = favorite
    ? await tx.insert(postFavorites).values({ userId, postId }).onConflictDoNothing().returning({ postId: postFavorites.postId })
    : await tx
        .delete(postFavorites)
        .where(and(eq(postFavorites.userId, userId), eq(postFavorites.postId, postId)))
        .returning({ postId: postFavorites.postId });
  return rows.length > 0;
}

const commentFields = {
  id: postComments.id,
  postId: postComments.postId,
  userId: postComments.userId,
  text: postComments.text,
  timestamp: postComments.timestamp,
};

const toComment = (row: { id: string; postId: string; userId: string; userName: string; text: string; timestamp: Date; underReview: boolean }): PostComment => ({
  id: row.id,
  postId: row.postId,
  userId: row.userId,
  userName: row.userName,
  text: row.text,
  timestamp: row.timestamp.toISOString(),
  underReview: row.underReview,
});

/** Comments oldest first (SPEC §7: ordered by timestamp), by (timestamp, id) on post_comments_post_idx, as the viewer may see them. */
export async function listComments(
  db: Executor,
  viewerId: string | null,
  postId: string,
  cursor: SortKey | null,
  limit: number = postLimits.commentsPageSize,
): Promise<Page<PostComment>> {
  const rows = await db
    .select({
      ...commentFields,
      userName: sql<string>`coalesce(${profiles.username}, ${postComments.userName})`,
      underReview: underReviewFor(viewerId, commentItem),
      cursorAt: cursorTimestamp(postComments.timestamp).mapWith(String),
    })
    .from(postComments)
    .leftJoin(profiles, eq(profiles.userId, postComments.userId))
    .where(
      and(
        eq(postComments.postId, postId),
        visibleTo(viewerId, commentItem),
        cursor ? gt(rowKey(postComments.timestamp, postComments.id), cursorKey(cursor)) : undefined,
      ),
    )
    .orderBy(asc(postComments.timestamp), asc(postComments.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toComment),
    nextCursor: rows.length > limit && last ? encodeCursor('comments', { createdAt: last.cursorAt, id: last.id, ratingCount: 0 }) : null,
  };
}

/**
 * Deletes a comment (a moderator's removal, issue 17) and counts it out of its post's comments_count and
 * its writer's counters in the same transaction; the post and its count after, or null when there was none.
 */
export async function deletePostComment(tx: Tx, commentId: string): Promise<{ postId: string; commentsCount: number } | null> {
  const [row] = await tx.delete(postComments).where(eq(postComments.id, commentId)).returning({ postId: postComments.postId, userId: postComments.userId });
  if (!row) return null;
  const [counted] = await tx
    .update(posts)
    .set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` })
    .where(eq(posts.id, row.postId))
    .returning({ commentsCount: posts.commentsCount });
  await tx
    .update(profiles)
    .set({
      postsCommented: sql`greatest(${profiles.postsCommented} - 1, 0)`,
      commentsWritten: sql`greatest(${profiles.commentsWritten} - 1, 0)`,
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.userId, row.userId));
  return { postId: row.postId, commentsCount: counted?.commentsCount ?? 0 };
}

/**
 * Writes the comment and bumps the post's comments_count and the commenter's counters in the same
 * transaction. Null when the post does not exist.
 */
export async function insertComment(
  tx: Executor,
  postId: string,
  userId: string,
  userName: string,
  text: string,
): Promise<{ comment: PostComment; commentsCount: number; postHidden: boolean } | null> {
  const [row] = await tx
    .insert(postComments)
    .select(
      tx
        // INSERT … SELECT fills every column in order, so the id's and the time's defaults are spelled out
        // (and Drizzle wants a name on each computed value of a sub-select).
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          postId: posts.id,
          userId: sql`${userId}`.as('userId'),
          userName: sql`${userName}`.as('userName'),
          text: sql`${text}`.as('text'),
          hiddenAt: sql`null::timestamptz`.as('hiddenAt'),
          timestamp: sql`now()`.as('timestamp'),
        })
        .from(posts)
        .where(eq(posts.id, postId)),
    )
    .returning({ ...commentFields, userName: postComments.userName });
  if (!row) return null;
  const [counted] = await tx
    .update(posts)
    .set({ commentsCount: sql`${posts.commentsCount} + 1` })
    .where(eq(posts.id, postId))
    .returning({ commentsCount: posts.commentsCount, hidden: sql<boolean>`${posts.hiddenAt} IS NOT NULL`.mapWith(Boolean) });
  await tx
    .update(profiles)
    .set({ postsCommented: sql`${profiles.postsCommented} + 1`, commentsWritten: sql`${profiles.commentsWritten} + 1`, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
  return { comment: toComment({ ...row, underReview: false }), commentsCount: counted?.commentsCount ?? 0, postHidden: counted?.hidden ?? false };
}
