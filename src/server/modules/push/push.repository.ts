// Rows of push: the devices each cook receives pushes on (push_subscriptions) and the pushes waiting to
// be sent, cook timers among them (push_outbox).
import { and, asc, count, desc, eq, inArray, lte, min, notInArray, sql } from 'drizzle-orm';
import type { PushMessage } from '#shared/contract/push.ts';
import type { Executor, Tx } from '../../db/connect.ts';
import { posts, profiles, pushOutbox, pushSubscriptions, recipes } from '../../db/schema.ts';

export type OutboxKind = 'notice' | 'timer';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface OutboxEntry {
  id?: string;
  userId: string;
  kind: OutboxKind;
  payload: PushMessage;
  dueAt: Date;
  expiresAt: Date;
}

/** A row the sender claimed: its attempts already count this one. */
export interface ClaimedPush {
  id: string;
  userId: string;
  kind: OutboxKind;
  payload: PushMessage;
  expiresAt: Date;
  attempts: number;
}

// ---- subscriptions ----

/** One row per endpoint: the same endpoint again takes the new keys and owner (a device changing hands). */
export async function upsertSubscription(tx: Tx, userId: string, target: PushTarget): Promise<void> {
  await tx
    .insert(pushSubscriptions)
    .values({ userId, ...target })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: target.p256dh, auth: target.auth, createdAt: sql`now()` } });
}

/** Deletes all but the cook's `keep` newest subscriptions. */
export async function trimSubscriptions(tx: Tx, userId: string, keep: number): Promise<void> {
  const newest = tx
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.endpoint))
    .limit(keep);
  await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.endpoint, newest)));
}

/** Deletes the endpoint only if it is this cook's. */
export async function deleteOwnSubscription(db: Executor, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}

/** The push service said the endpoint is gone for good. */
export async function deleteSubscription(db: Executor, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function subscriptionsOf(db: Executor, userId: string): Promise<PushTarget[]> {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}

export async function hasSubscription(db: Executor, userId: string): Promise<boolean> {
  return (await db.$count(pushSubscriptions, eq(pushSubscriptions.userId, userId))) > 0;
}

// ---- the outbox ----

export async function insertOutbox(tx: Executor, entries: OutboxEntry[]): Promise<void> {
  if (entries.length) await tx.insert(pushOutbox).values(entries);
}

/** Timers this cook has waiting to ring (counted while their profile row is locked). */
export async function countPendingTimers(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ timers: count() })
    .from(pushOutbox)
    .where(and(eq(pushOutbox.userId, userId), eq(pushOutbox.kind, 'timer')));
  return row?.timers ?? 0;
}

/** Cancels the cook's own timer; false when they have none with that id. */
export async function deleteTimer(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushOutbox)
    .where(and(eq(pushOutbox.id, id), eq(pushOutbox.userId, userId), eq(pushOutbox.kind, 'timer')))
    .returning({ id: pushOutbox.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` due rows for this process: FOR UPDATE SKIP LOCKED so concurrent senders take
 * different rows, and due_at moved a lease ahead so nobody takes them again while they are being sent (if
 * this process dies meanwhile, the lease runs out and another sends them).
 */
export async function claimDue(db: Executor, limit: number, leaseMs: number): Promise<ClaimedPush[]> {
  const due = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(lte(pushOutbox.dueAt, sql`now()`))
    .orderBy(asc(pushOutbox.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pushOutbox)
    .set({ dueAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`, attempts: sql`${pushOutbox.attempts} + 1` })
    .where(inArray(pushOutbox.id, due))
    .returning({
      id: pushOutbox.id,
      userId: pushOutbox.userId,
      kind: pushOutbox.kind,
      payload: pushOutbox.payload,
      expiresAt: pushOutbox.expiresAt,
      attempts: pushOutbox.attempts,
    });
  return claimed as ClaimedPush[];
}

/**
 * Milliseconds until the next row falls due (claimed ones included; negative when one already is), by the
 * database's clock like due_at itself; null when the outbox is empty.
 */
export async function msUntilNextDue(db: Executor): Promise<number | null> {
  const [row] = await db.select({ ms: sql<string | null>`extract(epoch from ${min(pushOutbox.dueAt)} - now()) * 1000` }).from(pushOutbox);
  return row?.ms == null ? null : Number(row.ms);
}

/** Sent, or given up on. */
export async function deleteOutboxRow(db: Executor, id: string): Promise<void> {
  await db.delete(pushOutbox).where(eq(pushOutbox.id, id));
}

export async function retryOutboxRow(db: Executor, id: string, delayMs: number): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ dueAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
    .where(eq(pushOutbox.id, id));
}

/** Hands a claimed row back untried (the sender is stopping): due now, this attempt not counted. */
export async function releaseOutboxRow(db: Executor, id: string): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ dueAt: sql`now()`, attempts: sql`${pushOutbox.attempts} - 1` })
    .where(eq(pushOutbox.id, id));
}

// ---- what the notifications say ----

/** Locks the cook's profile row: their timers are counted and added one request at a time. */
export async function lockCook(tx: Tx, userId: string): Promise<void> {
  await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, userId)).for('update');
}

export async function cookName(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, userId));
  return row?.username ?? null;
}

export async function recipeSummary(db: Executor, recipeId: string): Promise<{ authorId: string; name: string } | null> {
  const [row] = await db.select({ authorId: recipes.authorId, name: recipes.name }).from(recipes).where(eq(recipes.id, recipeId));
  return row ?? null;
}

export async function postAuthor(db: Executor, postId: string): Promise<string | null> {
  const [row] = await db.select({ userId: posts.userId }).from(posts).where(eq(posts.id, postId));
  return row?.userId ?? null;
}
