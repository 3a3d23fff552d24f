// Rows of community safety's reports (issue 17): one cook's report of an item, the queue row that counts
// an item's different reporters, the reported items themselves as the queue shows them, and the notices
// a cook is given when a moderator removed something of theirs.
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ReportReason, ReportTargetType } from '#shared/contract/moderation.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/connect.ts';
import { notices, postComments, posts, profiles, recipeComments, recipes, reportedItems, reports } from '../../db/schema.ts';
import { cursorTimestamp } from '../recipes/cursor.ts';

/** An item someone may report, as the rules and the queue read it. */
export interface ReportTarget {
  authorId: string;
  /** The post's or comment's text, or the recipe's name. */
  text: string;
  imageUrl: string | null;
  hidden: boolean;
  /** The post of a post comment, the recipe of a recipe comment, the item itself otherwise. */
  parentId: string;
}

const hiddenFlag = (column: AnyPgColumn) => sql<boolean>`${column} IS NOT NULL`.mapWith(Boolean);

/** Each kind of item: its columns under one shape. */
const targetColumns = {
  post: { id: posts.id, authorId: posts.userId, text: posts.text, imageUrl: posts.imageUrl, hidden: hiddenFlag(posts.hiddenAt), parentId: posts.id },
  'post-comment': {
    id: postComments.id,
    authorId: postComments.userId,
    text: postComments.text,
    imageUrl: sql<string | null>`null`,
    hidden: hiddenFlag(postComments.hiddenAt),
    parentId: postComments.postId,
  },
  recipe: { id: recipes.id, authorId: recipes.authorId, text: recipes.name, imageUrl: recipes.imageUrl, hidden: hiddenFlag(recipes.hiddenAt), parentId: recipes.id },
  'recipe-comment': {
    id: recipeComments.id,
    authorId: recipeComments.userId,
    text: recipeComments.comment,
    imageUrl: sql<string | null>`null`,
    hidden: hiddenFlag(recipeComments.hiddenAt),
    parentId: recipeComments.recipeId,
  },
} as const;

/**
 * These items of one kind, by id (a deleted one is left out). `lock`: 'key share' keeps each from being
 * deleted until the transaction ends, 'update' before deleting it.
 */
export async function targetsOf(
  db: Executor,
  type: ReportTargetType,
  ids: readonly string[],
  { lock }: { lock?: 'key share' | 'update' } = {},
): Promise<Map<string, ReportTarget>> {
  if (!ids.length) return new Map();
  const idList = [...ids];
  // One typed query per table (a union of tables is no Drizzle type).
  const query =
    type === 'post'
      ? db.select(targetColumns.post).from(posts).where(inArray(posts.id, idList)).$dynamic()
      : type === 'post-comment'
        ? db.select(targetColumns['post-comment']).from(postComments).where(inArray(postComments.id, idList)).$dynamic()
        : type === 'recipe'
          ? db.select(targetColumns.recipe).from(recipes).where(inArray(recipes.id, idList)).$dynamic()
          : db.select(targetColumns['recipe-comment']).from(recipeComments).where(inArray(recipeComments.id, idList)).$dynamic();
  const rows: (ReportTarget & { id: string })[] = lock ? await query.for(lock) : await query;
  return new Map(rows.map(({ id, ...target }) => [id, target]));
}

/**
 * Hides the item (now) or shows it again (null). True when this call changed it: of concurrent
 * reports crossing the threshold, only one hides it and tells the live topics.
 */
export async function setHidden(tx: Tx, type: ReportTargetType, id: string, hidden: boolean): Promise<boolean> {
  const at = hidden ? sql`now()` : null;
  const rows =
    type === 'post'
      ? await tx
          .update(posts)
          .set({ hiddenAt: at })
          .where(and(eq(posts.id, id), hidden ? isNull(posts.hiddenAt) : isNotNull(posts.hiddenAt)))
          .returning({ id: posts.id })
      : type === 'post-comment'
        ? await tx
            .update(postComments)
            .set({ hiddenAt: at })
            .where(and(eq(postComments.id, id), hidden ? isNull(postComments.hiddenAt) : isNotNull(postComments.hiddenAt)))
            .returning({ id: postComments.id })
        : type === 'recipe'
          ? await tx
              .update(recipes)
              .set({ hiddenAt: at })
              .where(and(eq(recipes.id, id), hidden ? isNull(recipes.hiddenAt) : isNotNull(recipes.hiddenAt)))
              .returning({ id: recipes.id })
          : await tx
              .update(recipeComments)
              .set({ hiddenAt: at })
              .where(and(eq(recipeComments.id, id), hidden ? isNull(recipeComments.hiddenAt) : isNotNull(recipeComments.hiddenAt)))
              .returning({ id: recipeComments.id });
  return rows.length > 0;
}

// ---- reports ----

/** One writer of a cook's reports at a time, so the hourly cap holds under concurrent sends. */
export async function lockReporter(tx: Tx, reporterId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`reports:${reporterId}`}, 0))`);
}

export async function hasReported(db: Executor, type: ReportTargetType, id: string, reporterId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(reports)
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id), eq(reports.reporterId, reporterId)));
  return rows.length > 0;
}

/** Reports the cook sent in the last hour, counted on reports_reporter_idx. */
export async function reportsInLastHour(db: Executor, reporterId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, sql`now() - interval '1 hour'`)));
  return row?.n ?? 0;
}

/** Writes the report; false when this cook had already reported the item (nothing changes). */
export async function insertReport(
  tx: Tx,
  report: { targetType: ReportTargetType; targetId: string; reporterId: string; reason: ReportReason; note: string | null },
): Promise<boolean> {
  const rows = await tx.insert(reports).values(report).onConflictDoNothing().returning({ one: sql`1` });
  return rows.length > 0;
}

/**
 * Counts one more reporter on the item's queue row (made on its first report) and answers the count
 * after it: the row lock of the upsert orders concurrent reporters, so no report is lost or doubled.
 */
export async function countReport(tx: Tx, type: ReportTargetType, id: string, authorId: string): Promise<number> {
  const [row] = await tx
    .insert(reportedItems)
    .values({ targetType: type, targetId: id, authorId, reportCount: 1 })
    .onConflictDoUpdate({
      target: [reportedItems.targetType, reportedItems.targetId],
      set: { reportCount: sql`${reportedItems.reportCount} + 1`, lastReportedAt: sql`now()` },
    })
    .returning({ reportCount: reportedItems.reportCount });
  return row!.reportCount;
}

// ---- the queue ----

/** The item's queue row, locked for a moderator's decision; null when it is not in the queue. */
export async function lockQueued(tx: Tx, type: ReportTargetType, id: string): Promise<{ authorId: string } | null> {
  const [row] = await tx
    .select({ authorId: reportedItems.authorId })
    .from(reportedItems)
    .where(and(eq(reportedItems.targetType, type), eq(reportedItems.targetId, id)))
    .for('update');
  return row ?? null;
}

/** The item leaves the queue with its reports; false when it was not in it. */
export async function dropFromQueue(tx: Executor, type: ReportTargetType, id: string): Promise<boolean> {
  await tx.delete(reports).where(and(eq(reports.targetType, type), eq(reports.targetId, id)));
  const rows = await tx
    .delete(reportedItems)
    .where(and(eq(reportedItems.targetType, type), eq(reportedItems.targetId, id)))
    .returning({ one: sql`1` });
  return rows.length > 0;
}

/** The queue's sort key: the newest report first, then type and id so the order is total. */
export interface QueueKey {
  at: string;
  targetType: ReportTargetType;
  targetId: string;
}

/** A page of queue rows after `after`, newest first, on reported_items_recent_idx. */
export async function queueRows(db: Executor, after: QueueKey | null, limit: number) {
  return db
    .select({
      targetType: reportedItems.targetType,
      targetId: reportedItems.targetId,
      authorId: reportedItems.authorId,
      authorName: sql<string>`coalesce(${profiles.username}, '')`,
      reportCount: reportedItems.reportCount,
      lastReportedAt: reportedItems.lastReportedAt,
      // Microseconds, as the cursor must carry them to continue exactly after the row.
      atKey: cursorTimestamp(reportedItems.lastReportedAt).mapWith(String),
    })
    .from(reportedItems)
    .leftJoin(profiles, eq(profiles.userId, reportedItems.authorId))
    .where(
      after
        ? sql`(${reportedItems.lastReportedAt}, ${reportedItems.targetType}, ${reportedItems.targetId}) < (${after.at}::timestamptz, ${after.targetType}, ${after.targetId}::uuid)`
        : undefined,
    )
    // One direction for the whole key, as the row comparison above reads it (the queue is short).
    .orderBy(desc(reportedItems.lastReportedAt), desc(reportedItems.targetType), desc(reportedItems.targetId))
    .limit(limit);
}

/** How many reporters gave each reason, for these queued items of one kind. */
export async function reasonsOf(db: Executor, type: ReportTargetType, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({ targetId: reports.targetId, reason: reports.reason, count: count() })
    .from(reports)
    .where(and(eq(reports.targetType, type), inArray(reports.targetId, [...ids])))
    .groupBy(reports.targetId, reports.reason);
}

/** The reporters' notes on these items of one kind, newest first. */
export async function notesOf(db: Executor, type: ReportTargetType, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .select({ targetId: reports.targetId, note: reports.note })
    .from(reports)
    .where(and(eq(reports.targetType, type), inArray(reports.targetId, [...ids]), isNotNull(reports.note)))
    .orderBy(desc(reports.createdAt));
}

/** The reason most reporters gave (the first of the contract's order on a tie). */
export async function mainReason(tx: Executor, type: ReportTargetType, id: string): Promise<ReportReason> {
  const [row] = await tx
    .select({ reason: reports.reason })
    .from(reports)
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id)))
    .groupBy(reports.reason)
    .orderBy(desc(count()), sql`array_position(array['spam', 'offensive', 'dangerous', 'other'], ${reports.reason})`)
    .limit(1);
  return (row?.reason ?? 'other') as ReportReason;
}

// ---- notices ----

export async function insertNotice(
  tx: Executor,
  notice: { userId: string; targetType: ReportTargetType; excerpt: string; reason: ReportReason },
): Promise<void> {
  await tx.insert(notices).values({ ...notice, kind: 'removed' });
}

/** The cook's notices not seen yet, newest first, on notices_user_idx. */
export async function unseenNotices(db: Executor, userId: string) {
  return db
    .select({ id: notices.id, targetType: notices.targetType, excerpt: notices.excerpt, reason: notices.reason, createdAt: notices.createdAt })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.seenAt)))
    .orderBy(desc(notices.createdAt))
    .limit(50);
}

/** Marks the cook's own notice seen; false when they have no such notice. */
export async function markNoticeSeen(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notices)
    .set({ seenAt: sql`coalesce(${notices.seenAt}, now())` })
    .where(and(eq(notices.id, id), eq(notices.userId, userId)))
    .returning({ id: notices.id });
  return rows.length > 0;
}
