// The one visibility rule of issue 17, used by every read of posts, post comments, recipes and recipe
// comments: an item is visible to a viewer iff it is not hidden by reports (or the viewer wrote it) and
// the viewer has not blocked its author. A signed-out visitor has no blocks, so only the hidden rule
// applies. Hidden items are rare, so a row filter is enough; the block test is one probe of the
// user_blocks primary key (blocker_id, blocked_id).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/connect.ts';
import { userBlocks } from '../../db/schema.ts';

/** The columns of an item the rule reads: when reports hid it, and who wrote it. */
export interface Moderated {
  hiddenAt: AnyPgColumn;
  authorId: AnyPgColumn;
}

/** Not hidden by reports, or written by the viewer. */
export function notHiddenFrom(viewerId: string | null, item: Moderated): SQL {
  return viewerId === null ? sql`${item.hiddenAt} IS NULL` : sql`(${item.hiddenAt} IS NULL OR ${item.authorId} = ${viewerId})`;
}

/** The viewer has not blocked the author (always true for a signed-out visitor). */
export function authorNotBlockedBy(viewerId: string | null, authorId: AnyPgColumn): SQL {
  if (viewerId === null) return sql`true`;
  return sql`NOT EXISTS (SELECT 1 FROM ${userBlocks} WHERE ${userBlocks.blockerId} = ${viewerId} AND ${userBlocks.blockedId} = ${authorId})`;
}

/** The whole rule as one condition of a WHERE. */
export function visibleTo(viewerId: string | null, item: Moderated): SQL {
  return sql`(${notHiddenFrom(viewerId, item)} AND ${authorNotBlockedBy(viewerId, item.authorId)})`;
}

/** «En revisión»: hidden by reports and the viewer is its author (the only one who still sees it). */
export function underReviewFor(viewerId: string | null, item: Moderated): SQL<boolean> {
  if (viewerId === null) return sql<boolean>`false`.mapWith(Boolean);
  return sql<boolean>`(${item.hiddenAt} IS NOT NULL AND ${item.authorId} = ${viewerId})`.mapWith(Boolean);
}

/**
 * The cooks the viewer blocked, read once per request (an index-only read of the primary key), for the
 * reads that filter in memory: the search index and the per-process caches.
 */
export async function blockedAuthorsOf(db: Executor, viewerId: string | null): Promise<ReadonlySet<string>> {
  if (viewerId === null) return noneBlocked;
  const rows = await db.select({ id: userBlocks.blockedId }).from(userBlocks).where(eq(userBlocks.blockerId, viewerId));
  return new Set(rows.map((row) => row.id));
}

const noneBlocked: ReadonlySet<string> = new Set();

/** For in-memory filters: the item is visible given its author, whether it is hidden and the viewer's blocks. */
export function isVisibleTo(viewerId: string | null, blocked: ReadonlySet<string>, item: { authorId: string; hidden: boolean }): boolean {
  if (item.hidden && item.authorId !== viewerId) return false;
  return !blocked.has(item.authorId);
}
