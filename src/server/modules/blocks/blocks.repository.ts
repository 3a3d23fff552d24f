// Blocks between cooks: one row per (blocker, blocked). Rows only; the rules live in blocks.service.ts.
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { BlockedUser } from '#shared/contract/moderation.ts';
import type { Page } from '#shared/contract/page.ts';
import type { Executor, Tx } from '../../db/connect.ts';
import { posts, profiles, user, userBlocks } from '../../db/schema.ts';
import { cursorTimestamp, encodeCursorParts } from '../recipes/cursor.ts';

export const blocksPageSize = 20;

/** Where a page of blocked cooks goes on from: the last row's block time and id. */
export interface BlocksCursor {
  blockedAt: string;
  id: string;
}

/** Adds or removes the block row; true when a row changed. */
export async function setBlock(tx: Tx, blockerId: string, blockedId: string, block: boolean): Promise<boolean> {
  const rows = block
    ? await tx.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing().returning({ blockedId: userBlocks.blockedId })
    : await tx
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
        .returning({ blockedId: userBlocks.blockedId });
  return rows.length > 0;
}

/** True when either cook blocked the other. */
export async function isBlockedEitherWay(db: Executor, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(
      or(and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)), and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a))),
    )
    .limit(1);
  return row !== undefined;
}

/** Every cook this viewer blocked (a short list: it filters the viewer's live streams). */
export async function blockedIdsOf(db: Executor, blockerId: string): Promise<string[]> {
  const rows = await db.select({ id: userBlocks.blockedId }).from(userBlocks).where(eq(userBlocks.blockerId, blockerId));
  return rows.map((row) => row.id);
}

/** The cooks this viewer blocked, newest block first. */
export async function listBlocked(db: Executor, blockerId: string, cursor: BlocksCursor | null): Promise<Page<BlockedUser>> {
  const key = sql`(${userBlocks.createdAt}, ${userBlocks.blockedId})`;
  const rows = await db
    .select({
      id: userBlocks.blockedId,
      username: profiles.username,
      profilePictureUrl: profiles.profilePictureUrl,
      blockedAt: cursorTimestamp(userBlocks.createdAt).mapWith(String),
    })
    .from(userBlocks)
    .innerJoin(profiles, eq(profiles.userId, userBlocks.blockedId))
    .where(
      and(eq(userBlocks.blockerId, blockerId), cursor ? sql`${key} < (${cursor.blockedAt}::timestamptz, ${cursor.id}::text)` : undefined),
    )
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(blocksPageSize + 1);
  const items = rows.slice(0, blocksPageSize);
  const last = items.at(-1);
  const nextCursor = rows.length > blocksPageSize && last ? encodeCursorParts([last.blockedAt, last.id]) : null;
  return { items, nextCursor };
}

/** The author of a post, null when there is no such post. */
export async function postAuthorId(db: Executor, postId: string): Promise<string | null> {
  const [row] = await db.select({ userId: posts.userId }).from(posts).where(eq(posts.id, postId));
  return row?.userId ?? null;
}

/** Whether the account was created less than 24 hours ago. */
export async function isNewAccount(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, userId), gt(user.createdAt, sql`now() - interval '24 hours'`)));
  return row !== undefined;
}

/**
 * Serialises one account's braked writes until the transaction ends. An advisory lock, not a row lock:
 * only braked writes take it, first thing in their transaction, so it cannot deadlock with other locks.
 */
export async function lockAccountWrites(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`new-account:${userId}`}))`);
}

/** The posts the cook has now (served by posts_user_idx). */
export async function postsOf(db: Executor, userId: string): Promise<number> {
  return db.$count(posts, eq(posts.userId, userId));
}

/** Every comment the cook ever wrote, on posts and recipes (the profile's counter, never lowered by a delete). */
export async function commentsWrittenBy(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ count: profiles.commentsWritten }).from(profiles).where(eq(profiles.userId, userId));
  return row?.count ?? 0;
}
