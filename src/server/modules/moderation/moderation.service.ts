// The rules of reports and the moderation queue (issue 17). A report is counted in the transaction that
// writes it, under the queue row's lock, so the count of different reporters is exact under concurrent
// reports and exactly one of them hides the item when the count reaches REPORT_HIDE_THRESHOLD. A
// moderator restores an item (its reports go, it shows again) or removes it the way its author's
// delete would, and its author is told why (a notice, and a push where they have a device).
import { feedTopic, postTopic, recipeTopic } from '#shared/contract/live.ts';
import type { Notice, ReportedItem, ReportInput, ReportTargetType } from '#shared/contract/moderation.ts';
import { reportReasons, reportTargetTypes } from '#shared/contract/moderation.ts';
import type { Page } from '#shared/contract/page.ts';
import { moderation as texts } from '#shared/i18n/moderation.ts';
import type { CommunitySettings } from '../../config.ts';
import type { Database, Executor, Tx } from '../../db/connect.ts';
import { ApiError, badRequest, forbidden, notFound, tooMany } from '../../http/errors.ts';
import { publishLive } from '../../live/live-hub.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { deleteRecipeAs } from '../editor/editor.service.ts';
import { deletePostComment } from '../feed/feed.repository.ts';
import { deletePostAs } from '../feed/feed.service.ts';
import { progressChanged } from '../progress/progress.service.ts';
import { notifyRemoval } from '../push/push.service.ts';
import { cursorParts, encodeCursorParts, isRealTimestamp, isUuid } from '../recipes/cursor.ts';
import { deleteComment as deleteRecipeComment, lockRecipeAuthor } from '../recipes/reactions.repository.ts';
import {
  countReport,
  dropFromQueue,
  hasReported,
  insertNotice,
  insertReport,
  lockQueued,
  lockReporter,
  mainReason,
  markNoticeSeen,
  notesOf,
  queueRows,
  reasonsOf,
  reportsInLastHour,
  setHidden,
  targetsOf,
  unseenNotices,
  type QueueKey,
  type ReportTarget,
} from './moderation.repository.ts';

export interface ModerationDeps {
  db: Database;
  storage: FileStorage;
  community: CommunitySettings;
}

/** Items per page of the queue. */
export const queuePageSize = 20;
/** Notes shown per item: the newest. */
const notesShown = 10;
/** A notice quotes this much of the removed item. */
const excerptLength = 80;

/**
 * Tells the screens showing an item that it was hidden or shown again: ids only, so a cook who may no
 * longer see it refetches and gets nothing (its author gets it «En revisión»). Recipe lists follow the
 * recipes' own change notice (a trigger), which also takes a hidden recipe out of the search index.
 */
async function announce(tx: Tx, type: ReportTargetType, id: string, target: ReportTarget, change: 'hidden' | 'restored'): Promise<void> {
  const authorId = target.authorId;
  if (type === 'post') await publishLive(tx, feedTopic, { type: `post.${change}`, postId: id, authorId });
  else if (type === 'post-comment') await publishLive(tx, postTopic(target.parentId), { type: `comment.${change}`, postId: target.parentId, commentId: id, authorId });
  else if (type === 'recipe') await publishLive(tx, recipeTopic(id), { type: `recipe.${change}`, id, authorId });
  else await publishLive(tx, recipeTopic(target.parentId), { type: `comment.${change}`, commentId: id, authorId });
}

// ---- reports ----

/**
 * POST /api/reports: true when this report is new, false when the cook had already reported the item
 * (nothing changes). Own content is refused, a missing item is a 404, and past REPORTS_PER_HOUR a 429.
 */
export async function reportItem(db: Database, community: CommunitySettings, reporterId: string, input: ReportInput): Promise<boolean> {
  const { targetType: type, targetId: id } = input;
  return db.transaction(async (tx) => {
    // One report of this cook at a time, so the hourly cap holds under a burst of concurrent sends.
    await lockReporter(tx, reporterId);
    // Its key lock: the item cannot be deleted before this report is counted.
    const target = (await targetsOf(tx, type, [id], { lock: 'key share' })).get(id);
    if (!target) throw notFound(texts.errors.notFound);
    if (target.authorId === reporterId) throw forbidden(texts.errors.ownContent);
    if (await hasReported(tx, type, id, reporterId)) return false;
    if ((await reportsInLastHour(tx, reporterId)) >= community.reportsPerHour) throw tooMany(texts.errors.tooManyReports, 'TOO_MANY_REPORTS');
    await insertReport(tx, { targetType: type, targetId: id, reporterId, reason: input.reason, note: input.note || null });
    const reportCount = await countReport(tx, type, id, target.authorId);
    // Only the report that hides it (the update finds it visible) tells the live topics.
    if (reportCount >= community.reportHideThreshold && (await setHidden(tx, type, id, true))) await announce(tx, type, id, target, 'hidden');
    return true;
  });
}

// ---- the queue ----

const encodeQueueCursor = (key: QueueKey) => encodeCursorParts(['q', key.at, key.targetType, key.targetId]);

function decodeQueueCursor(cursor: string): QueueKey {
  const parts = cursorParts(cursor);
  if (
    parts &&
    parts.length === 4 &&
    parts[0] === 'q' &&
    isRealTimestamp(parts[1]) &&
    reportTargetTypes.includes(parts[2] as ReportTargetType) &&
    typeof parts[3] === 'string' &&
    isUuid(parts[3])
  ) {
    return { at: parts[1], targetType: parts[2] as ReportTargetType, targetId: parts[3] };
  }
  throw badRequest(texts.errors.invalidCursor, 'INVALID_CURSOR');
}

/** Where the item is seen in the app: the feed, or the recipe's detail (the book opens it from ?receta=). */
function linkOf(type: ReportTargetType, id: string, target: ReportTarget): string {
  if (type === 'recipe') return `/recipes?receta=${id}`;
  if (type === 'recipe-comment') return `/recipes?receta=${target.parentId}`;
  return '/feed';
}

/**
 * A page of the queue, the most recently reported first. An item deleted since it was reported (its
 * author deleted it, or the post or recipe it was on) leaves the queue here, so the queue lists only
 * items a moderator can still decide on.
 */
export async function queuePage(db: Database, cursor: string | undefined): Promise<Page<ReportedItem>> {
  const rows = await queueRows(db, cursor ? decodeQueueCursor(cursor) : null, queuePageSize + 1);
  const page = rows.slice(0, queuePageSize);
  const details = new Map<ReportTargetType, Awaited<ReturnType<typeof detailsOf>>>();
  for (const type of reportTargetTypes) {
    const ids = page.filter((row) => row.targetType === type).map((row) => row.targetId);
    if (ids.length) details.set(type, await detailsOf(db, type, ids));
  }
  const items: ReportedItem[] = [];
  for (const row of page) {
    const type = row.targetType as ReportTargetType;
    const found = details.get(type)!;
    const target = found.targets.get(row.targetId);
    if (!target) {
      await dropFromQueue(db, type, row.targetId);
      continue;
    }
    items.push({
      targetType: type,
      targetId: row.targetId,
      author: { id: row.authorId, username: row.authorName },
      text: target.text,
      imageUrl: target.imageUrl,
      link: linkOf(type, row.targetId, target),
      reportCount: row.reportCount,
      hidden: target.hidden,
      lastReportedAt: row.lastReportedAt.toISOString(),
      reasons: reportReasons.flatMap((reason) => {
        const counted = found.reasons.find((r) => r.targetId === row.targetId && r.reason === reason)?.count ?? 0;
        return counted ? [{ reason, count: counted }] : [];
      }),
      notes: found.notes.filter((n) => n.targetId === row.targetId).flatMap((n) => (n.note ? [n.note] : [])).slice(0, notesShown),
    });
  }
  const last = page.at(-1);
  const nextCursor = rows.length > queuePageSize && last ? encodeQueueCursor({ at: last.atKey, targetType: last.targetType as ReportTargetType, targetId: last.targetId }) : null;
  return { items, nextCursor };
}

async function detailsOf(db: Executor, type: ReportTargetType, ids: string[]) {
  const [targets, reasons, notes] = await Promise.all([targetsOf(db, type, ids), reasonsOf(db, type, ids), notesOf(db, type, ids)]);
  return { targets, reasons, notes };
}

// ---- a moderator's decision ----

/** The first characters of the removed item (with an ellipsis when cut), so its author knows which it was. */
const excerptOf = (text: string) => {
  const characters = [...text.trim()];
  return characters.length > excerptLength ? `${characters.slice(0, excerptLength).join('')}…` : characters.join('');
};

/**
 * Beside the removal, in its transaction: the item leaves the queue with its reports, and its author is
 * told why (the notice at their next visit, and a push). A 404 when it is no longer in the queue (another
 * moderator decided first).
 */
async function recordRemoval(tx: Tx, type: ReportTargetType, id: string, target: ReportTarget): Promise<void> {
  if (!(await lockQueued(tx, type, id))) throw notFound(texts.errors.notReported);
  const reason = await mainReason(tx, type, id);
  await dropFromQueue(tx, type, id);
  const excerpt = excerptOf(target.text);
  await insertNotice(tx, { userId: target.authorId, targetType: type, excerpt, reason });
  await notifyRemoval(tx, target.authorId, {
    title: texts.notice.removedTitle,
    body: texts.notice.removed(texts.notice.what[type], excerpt, texts.report.reasons[reason]),
    tag: `removed:${type}:${id}`,
  });
}

/** Removes a post comment or a recipe comment (there is no author's delete of comments to reuse). */
async function removeComment(db: Database, type: 'post-comment' | 'recipe-comment', id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const parentId = (await targetsOf(tx, type, [id])).get(id)?.parentId;
    if (!parentId) throw notFound(texts.errors.notReported);
    // Writers of a recipe lock its row first (recipes.service.ts); a post's comments_count row is written last, as a new comment does.
    if (type === 'recipe-comment') await lockRecipeAuthor(tx, parentId);
    // Locked before the queue row, as a report locks them, so a report and a removal never wait on each other.
    const target = (await targetsOf(tx, type, [id], { lock: 'update' })).get(id);
    if (!target) throw notFound(texts.errors.notReported);
    await recordRemoval(tx, type, id, target);
    if (type === 'post-comment') {
      const removed = await deletePostComment(tx, id);
      if (!removed) throw notFound(texts.errors.notReported);
      await publishLive(tx, postTopic(removed.postId), { type: 'comment.deleted', postId: removed.postId, commentId: id, authorId: target.authorId });
      await publishLive(tx, feedTopic, { type: 'post.commented', postId: removed.postId, commentsCount: removed.commentsCount });
    } else {
      if (!(await deleteRecipeComment(tx, id))) throw notFound(texts.errors.notReported);
      await publishLive(tx, recipeTopic(parentId), { type: 'comment.deleted', commentId: id, authorId: target.authorId });
    }
    await progressChanged(tx, target.authorId);
  });
}

/** «Restaurar»: the reports go and the item shows again; a 404 when it is not in the queue or is gone. */
async function restore(db: Database, type: ReportTargetType, id: string): Promise<void> {
  const gone = await db.transaction(async (tx) => {
    if (!(await lockQueued(tx, type, id))) throw notFound(texts.errors.notReported);
    const target = (await targetsOf(tx, type, [id], { lock: 'key share' })).get(id);
    await dropFromQueue(tx, type, id);
    if (!target) return true;
    if (await setHidden(tx, type, id, false)) await announce(tx, type, id, target, 'restored');
    return false;
  });
  // The queue row of an item deleted meanwhile is gone now (committed), and there was nothing to restore.
  if (gone) throw notFound(texts.errors.notReported);
}

/** «Eliminar»: deletes the item as its author's delete would, with its stored images and counters. */
async function remove({ db, storage }: ModerationDeps, type: ReportTargetType, id: string): Promise<void> {
  const target = (await targetsOf(db, type, [id])).get(id);
  if (!target) {
    // Deleted since it was reported: its queue row goes, and there is nothing left to remove.
    await dropFromQueue(db, type, id);
    throw notFound(texts.errors.notReported);
  }
  const beside = async (tx: Tx) => {
    // Read again under the item's lock (the removal's own): its text is what the notice quotes.
    const locked = (await targetsOf(tx, type, [id])).get(id) ?? target;
    await recordRemoval(tx, type, id, locked);
  };
  try {
    if (type === 'post') await deletePostAs({ db, storage }, id, beside);
    else if (type === 'recipe') await deleteRecipeAs({ db, storage }, id, beside);
    else await removeComment(db, type, id);
  } catch (error) {
    // The item vanished between the read above and its lock: it is no longer there to decide on.
    if (error instanceof ApiError && error.statusCode === 404) throw notFound(texts.errors.notReported);
    throw error;
  }
}

export async function decide(deps: ModerationDeps, type: ReportTargetType, id: string, action: 'restore' | 'remove'): Promise<void> {
  if (action === 'restore') await restore(deps.db, type, id);
  else await remove(deps, type, id);
}

// ---- notices ----

export async function noticesOf(db: Database, userId: string): Promise<Notice[]> {
  const rows = await unseenNotices(db, userId);
  return rows.map((row) => ({
    id: row.id,
    kind: 'removed',
    targetType: row.targetType as ReportTargetType,
    excerpt: row.excerpt,
    reason: row.reason as Notice['reason'],
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Marks the cook's own notice seen; someone else's (or none) is a 404. */
export async function dismissNotice(db: Database, userId: string, id: string): Promise<void> {
  if (!(await markNoticeSeen(db, userId, id))) throw notFound(texts.errors.noticeNotFound);
}
