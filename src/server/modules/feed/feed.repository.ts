// Posts, comments, likes and favourites. Every counter changes in the statement or transaction that
// writes the row it counts, so concurrent cooks never lose or double an update (DESIGN §3).
import { sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { postImageUrlPrefix, type Post, type PostComment } from '#shared/contract/feed.ts';
import { postLimits } from '#shared/domain/content-rules.ts';
import type { Page } from '#shared/contract/recipes.ts';
import type { Database } from '../../db/connect.ts';
import { postFavorites, posts, profiles } from '../../db/schema.ts';
import { keyFromUrl } from '../../storage/storage.ts';
import { cursorTimestamp, encodeCursor, type SortKey } from '../recipes/cursor.ts';

export type Executor = Pick<Database, 'execute'>;

/** A column's bare SQL name, as the schema's casing rule writes it. */
export const column = (c: { name: string }) => sql.identifier(toSnakeCase(c.name));
const postUpdatedAt = column(posts.updatedAt);
const profileUpdatedAt = column(profiles.updatedAt);
const savedAt = column(postFavorites.createdAt);

/** A foreign key broke because the post was deleted while we wrote beside it (drizzle may wrap the pg error). */
export function isMissingParent(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown } | null;
  return e?.code === '23503' || (e?.cause !== undefined && isMissingParent(e.cause));
}

interface PostRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  user_name: string;
  profile_picture_url: string | null;
  text: string;
  image_url: string | null;
  timestamp: Date;
  likes_count: number;
  comments_count: number;
  recipe_id: string | null;
  recipe_name: string | null;
  recipe_image_url: string | null;
  liked_by_me: boolean;
  favorite_by_me: boolean;
  following_author: boolean;
  cursor_at: string;
  cursor_id: string;
}

/** The post as the viewer sees it (author name and picture are the profile's current ones). */
const postSelect = (viewerId: string | null, cursorAt: SQL, cursorId: SQL) => sql`
  SELECT p.id, p.user_id,
         coalesce(pr.username, p.user_name) AS user_name,
         CASE WHEN pr.user_id IS NULL THEN p.profile_picture_url ELSE pr.profile_picture_url END AS profile_picture_url,
         p.text, p.image_url, p.timestamp, p.likes_count, p.comments_count,
         r.id AS recipe_id, coalesce(r.name, p.recipe_name) AS recipe_name, r.image_url AS recipe_image_url,
         EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = ${viewerId}::text) AS liked_by_me,
         EXISTS (SELECT 1 FROM post_favorites f WHERE f.post_id = p.id AND f.user_id = ${viewerId}::text) AS favorite_by_me,
         EXISTS (SELECT 1 FROM follows fo WHERE fo.followee_id = p.user_id AND fo.follower_id = ${viewerId}::text) AS following_author,
         ${cursorAt} AS cursor_at, ${cursorId} AS cursor_id
  FROM posts p
  LEFT JOIN profiles pr ON pr.user_id = p.user_id
  LEFT JOIN recipes r ON r.id = p.recipe_id`;

function toPost(row: PostRow): Post {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    profilePictureUrl: row.profile_picture_url,
    text: row.text,
    imageUrl: row.image_url,
    timestamp: new Date(row.timestamp).toISOString(),
    likesCount: Number(row.likes_count),
    commentsCount: Number(row.comments_count),
    recipe: row.recipe_id && row.recipe_name ? { id: row.recipe_id, name: row.recipe_name, imageUrl: row.recipe_image_url } : null,
    likedByMe: Boolean(row.liked_by_me),
    favoriteByMe: Boolean(row.favorite_by_me),
    followingAuthor: Boolean(row.following_author),
  };
}

function toPage(rows: PostRow[], limit: number): Page<Post> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor('newest', { createdAt: last.cursor_at, id: last.cursor_id, ratingCount: 0 }) : null;
  return { items: items.map(toPost), nextCursor };
}

/** The feed, newest first by (timestamp, id) on posts_timestamp_idx. */
export async function listPosts(db: Executor, viewerId: string | null, cursor: SortKey | null, limit: number = postLimits.pageSize): Promise<Page<Post>> {
  const after = cursor ? sql`WHERE (p.timestamp, p.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const { rows } = await db.execute<PostRow>(sql`
    ${postSelect(viewerId, cursorTimestamp(sql`p.timestamp`), sql`p.id`)}
    ${after}
    ORDER BY p.timestamp DESC, p.id DESC
    LIMIT ${limit + 1}`);
  return toPage(rows, limit);
}

/** The viewer's saved posts, the most recently saved first. */
export async function listFavoritePosts(db: Executor, viewerId: string, cursor: SortKey | null, limit: number = postLimits.pageSize): Promise<Page<Post>> {
  const after = cursor ? sql`AND (fav.${savedAt}, fav.post_id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const { rows } = await db.execute<PostRow>(sql`
    ${postSelect(viewerId, cursorTimestamp(sql`fav.${savedAt}`), sql`fav.post_id`)}
    JOIN post_favorites fav ON fav.post_id = p.id AND fav.user_id = ${viewerId}
    WHERE true ${after}
    ORDER BY fav.${savedAt} DESC, fav.post_id DESC
    LIMIT ${limit + 1}`);
  return toPage(rows, limit);
}

export async function findPost(db: Executor, viewerId: string | null, postId: string): Promise<Post | null> {
  const { rows } = await db.execute<PostRow>(sql`
    ${postSelect(viewerId, sql`''`, sql`p.id`)}
    WHERE p.id = ${postId}::uuid`);
  return rows[0] ? toPost(rows[0]) : null;
}

/** The author's name and picture as a new post or comment stores them. */
export async function authorOf(db: Executor, userId: string): Promise<{ username: string; profilePictureUrl: string | null } | null> {
  const { rows } = await db.execute<{ username: string; profile_picture_url: string | null }>(sql`
    SELECT username, profile_picture_url FROM profiles WHERE user_id = ${userId}`);
  return rows[0] ? { username: rows[0].username, profilePictureUrl: rows[0].profile_picture_url } : null;
}

export async function recipeName(db: Executor, recipeId: string): Promise<string | null> {
  const { rows } = await db.execute<{ name: string }>(sql`SELECT name FROM recipes WHERE id = ${recipeId}::uuid`);
  return rows[0]?.name ?? null;
}

/**
 * Whether the URL names a post photo this viewer uploaded that no other post uses yet. The upload row
 * is locked so two posts racing for the same photo are decided one at a time.
 */
export async function photoIsFree(tx: Executor, viewerId: string, url: string, exceptPostId: string | null): Promise<'ok' | 'not-owned' | 'in-use'> {
  const key = keyFromUrl(url);
  if (!key || !url.startsWith(postImageUrlPrefix)) return 'not-owned';
  const owned = await tx.execute(sql`
    SELECT key FROM uploads WHERE key = ${key} AND owner_id = ${viewerId} AND purpose = 'post' FOR UPDATE`);
  if (!owned.rows.length) return 'not-owned';
  const used = await tx.execute(sql`
    SELECT 1 FROM posts WHERE image_url = ${url} AND (${exceptPostId}::uuid IS NULL OR id <> ${exceptPostId}::uuid) LIMIT 1`);
  return used.rows.length ? 'in-use' : 'ok';
}

export async function insertPost(
  tx: Executor,
  post: { userId: string; userName: string; profilePictureUrl: string | null; text: string; imageUrl: string | null; recipeId: string | null; recipeName: string | null },
): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO posts (user_id, user_name, profile_picture_url, text, image_url, recipe_id, recipe_name)
    VALUES (${post.userId}, ${post.userName}, ${post.profilePictureUrl}, ${post.text}, ${post.imageUrl}, ${post.recipeId}::uuid, ${post.recipeName})
    RETURNING id`);
  return rows[0]!.id;
}

/** A post's owner and photo, with the row locked for an edit or a delete. */
export async function lockPost(tx: Executor, postId: string): Promise<{ userId: string; text: string; imageUrl: string | null } | null> {
  const { rows } = await tx.execute<{ user_id: string; text: string; image_url: string | null }>(sql`
    SELECT user_id, text, image_url FROM posts WHERE id = ${postId}::uuid FOR UPDATE`);
  return rows[0] ? { userId: rows[0].user_id, text: rows[0].text, imageUrl: rows[0].image_url } : null;
}

export async function updatePost(tx: Executor, postId: string, text: string, imageUrl: string | null): Promise<void> {
  await tx.execute(sql`UPDATE posts SET text = ${text}, image_url = ${imageUrl}, ${postUpdatedAt} = now() WHERE id = ${postId}::uuid`);
}

/** Comments, likes and favourites go with the post (ON DELETE CASCADE). */
export async function deletePost(tx: Executor, postId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM posts WHERE id = ${postId}::uuid`);
}

/** A first photo on a post counts for picture_perfect (SPEC §9). */
export async function countPhotoPost(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE profiles SET posts_with_image = posts_with_image + 1, first_photo = true, ${profileUpdatedAt} = now() WHERE user_id = ${userId}`);
}

/**
 * Adds or removes the viewer's like and moves likes_count by exactly the rows changed, in one
 * statement: the row lock of the UPDATE orders concurrent likers. Null when the post does not exist.
 */
export async function setLike(tx: Executor, postId: string, userId: string, liked: boolean): Promise<{ likesCount: number; changed: boolean } | null> {
  const change = liked
    ? sql`INSERT INTO post_likes (post_id, user_id) SELECT id, ${userId} FROM posts WHERE id = ${postId}::uuid ON CONFLICT DO NOTHING RETURNING 1`
    : sql`DELETE FROM post_likes WHERE post_id = ${postId}::uuid AND user_id = ${userId} RETURNING 1`;
  const sign = liked ? sql`+` : sql`-`;
  const { rows } = await tx.execute<{ likes_count: number; changed: number }>(sql`
    WITH changed AS (${change})
    UPDATE posts SET likes_count = likes_count ${sign} (SELECT count(*) FROM changed)::int
    WHERE id = ${postId}::uuid
    RETURNING likes_count, (SELECT count(*) FROM changed)::int AS changed`);
  const row = rows[0];
  return row ? { likesCount: Number(row.likes_count), changed: Number(row.changed) > 0 } : null;
}

/** With lock, the post cannot be deleted until the caller's transaction ends (so a row beside it can be added). */
export async function postExists(db: Executor, postId: string, { lock = false } = {}): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM posts WHERE id = ${postId}::uuid ${lock ? sql`FOR KEY SHARE` : sql``}`);
  return rows.length > 0;
}

export async function setFavorite(tx: Executor, postId: string, userId: string, favorite: boolean): Promise<boolean> {
  const { rows } = favorite
    ? await tx.execute(sql`INSERT INTO post_favorites (user_id, post_id) VALUES (${userId}, ${postId}::uuid) ON CONFLICT DO NOTHING RETURNING 1`)
    : await tx.execute(sql`DELETE FROM post_favorites WHERE user_id = ${userId} AND post_id = ${postId}::uuid RETURNING 1`);
  return rows.length > 0;
}

interface CommentRow extends Record<string, unknown> {
  id: string;
  post_id: string;
  user_id: string;
  user_name: string;
  text: string;
  timestamp: Date;
  cursor_at: string;
}

const toComment = (row: CommentRow): PostComment => ({
  id: row.id,
  postId: row.post_id,
  userId: row.user_id,
  userName: row.user_name,
  text: row.text,
  timestamp: new Date(row.timestamp).toISOString(),
});

/** Comments oldest first (SPEC §7: ordered by timestamp), by (timestamp, id) on post_comments_post_idx. */
export async function listComments(db: Executor, postId: string, cursor: SortKey | null, limit: number = postLimits.commentsPageSize): Promise<Page<PostComment>> {
  const after = cursor ? sql`AND (c.timestamp, c.id) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const { rows } = await db.execute<CommentRow>(sql`
    SELECT c.id, c.post_id, c.user_id, coalesce(pr.username, c.user_name) AS user_name, c.text, c.timestamp,
           ${cursorTimestamp(sql`c.timestamp`)} AS cursor_at
    FROM post_comments c LEFT JOIN profiles pr ON pr.user_id = c.user_id
    WHERE c.post_id = ${postId}::uuid ${after}
    ORDER BY c.timestamp, c.id
    LIMIT ${limit + 1}`);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toComment),
    nextCursor: rows.length > limit && last ? encodeCursor('comments', { createdAt: last.cursor_at, id: last.id, ratingCount: 0 }) : null,
  };
}

/**
 * Writes the comment and bumps the post's comments_count and the commenter's counters in the same
 * transaction. Null when the post does not exist.
 */
export async function insertComment(tx: Executor, postId: string, userId: string, userName: string, text: string): Promise<{ comment: PostComment; commentsCount: number } | null> {
  const { rows } = await tx.execute<CommentRow>(sql`
    INSERT INTO post_comments (post_id, user_id, user_name, text)
    SELECT id, ${userId}, ${userName}, ${text} FROM posts WHERE id = ${postId}::uuid
    RETURNING id, post_id, user_id, user_name, text, timestamp, '' AS cursor_at`);
  const row = rows[0];
  if (!row) return null;
  const counted = await tx.execute<{ comments_count: number }>(sql`
    UPDATE posts SET comments_count = comments_count + 1 WHERE id = ${postId}::uuid RETURNING comments_count`);
  await tx.execute(sql`
    UPDATE profiles SET posts_commented = posts_commented + 1, comments_written = comments_written + 1, ${profileUpdatedAt} = now()
    WHERE user_id = ${userId}`);
  return { comment: toComment(row), commentsCount: Number(counted.rows[0]?.comments_count ?? 0) };
}
