// Web Push: the devices a cook receives notifications on, the cook timers that ring through them, and the
// notifications other modules queue. A push is never sent inside a request: it is written to push_outbox
// in the transaction of the event that caused it, and the background sender (push-sender.ts) sends it
// once that transaction has committed and its time has come.
import { randomUUID } from 'node:crypto';
import type { CookTimerInput, PushMessage, PushSubscriptionInput } from '#shared/contract/push.ts';
import { achievements } from '#shared/domain/achievements.ts';
import { pushLimits } from '#shared/domain/push-rules.ts';
import { fill } from '#shared/i18n/fill.ts';
import { push as texts } from '#shared/i18n/push.ts';
import type { Database, Executor } from '../../db/connect.ts';
import { badRequest, notFound, tooMany } from '../../http/errors.ts';
import { publishLive } from '../../live/live-hub.ts';
import {
  cookName,
  countPendingTimers,
  deleteOwnSubscription,
  deleteTimer,
  hasSubscription,
  insertOutbox,
  lockCook,
  postAuthor,
  recipeSummary,
  trimSubscriptions,
  upsertSubscription,
  type OutboxEntry,
} from './push.repository.ts';
import { endpointProblem, keysAreValid } from './subscription-rules.ts';

const { api, notifications } = texts;

/**
 * The live topic that wakes the senders of every server process once a transaction that queued a push has
 * committed (pg_notify is delivered after commit). Not a topic a browser may ask for: liveTopicPattern
 * refuses the dot.
 */
export const pushOutboxTopic = 'push.outbox';

/** A social notification is worth showing for an hour; a timer's ring only for a few minutes after it ends. */
const noticeLifetimeMs = 3600_000;
const timerLifetimeMs = 5 * 60_000;
/** Push services take about 4 KB of payload; ours stay well under. */
export const payloadMaxBytes = 3 * 1024;

const jsonBytes = (message: PushMessage) => Buffer.byteLength(JSON.stringify(message));

/** The message as sent: a body too long for payloadMaxBytes is cut to the longest start that fits, with an ellipsis. */
export function boundedMessage(message: PushMessage): PushMessage {
  if (jsonBytes(message) <= payloadMaxBytes) return message;
  const characters = [...message.body];
  const cutAt = (length: number): PushMessage => ({ ...message, body: `${characters.slice(0, length).join('')}…` });
  let [fits, tooLong] = [0, characters.length];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (jsonBytes(cutAt(middle)) <= payloadMaxBytes) fits = middle;
    else tooLong = middle;
  }
  return cutAt(fits);
}

/** Wakes the senders once the caller's transaction commits (or right away, outside one). */
export async function wakePushSenders(executor: Executor): Promise<void> {
  await publishLive(executor, pushOutboxTopic, { type: 'push.queued' });
}

/** Queues notices for a cook, in the caller's transaction; a cook with no device gets nothing queued. */
async function queueNotices(tx: Executor, userId: string, messages: PushMessage[]): Promise<void> {
  if (!messages.length || !(await hasSubscription(tx, userId))) return;
  const now = Date.now();
  const entries: OutboxEntry[] = messages.map((message) => ({
    userId,
    kind: 'notice',
    payload: boundedMessage(message),
    dueAt: new Date(now),
    expiresAt: new Date(now + noticeLifetimeMs),
  }));
  await insertOutbox(tx, entries);
  await wakePushSenders(tx);
}

// ---- what other modules call, inside their transactions ----

/** «Nuevo comentario» for the recipe's author, unless they wrote it. */
export async function notifyRecipeComment(
  tx: Executor,
  { recipeId, commenterId, commenterName, comment }: { recipeId: string; commenterId: string; commenterName: string; comment: string },
): Promise<void> {
  const recipe = await recipeSummary(tx, recipeId);
  if (!recipe || recipe.authorId === commenterId) return;
  await queueNotices(tx, recipe.authorId, [
    {
      title: notifications.recipeComment.title,
      body: fill(notifications.recipeComment.body, { name: commenterName, recipe: recipe.name, comment }),
      // The recipe book opens a recipe from its ?receta= parameter (client recipes-page.tsx).
      url: `/recipes?receta=${recipeId}`,
      tag: `recipe-comments:${recipeId}`,
    },
  ]);
}

/** «Nuevo comentario» for the post's author, unless they wrote it. */
export async function notifyPostComment(
  tx: Executor,
  { postId, commenterId, commenterName, text }: { postId: string; commenterId: string; commenterName: string; text: string },
): Promise<void> {
  const authorId = await postAuthor(tx, postId);
  if (!authorId || authorId === commenterId) return;
  await queueNotices(tx, authorId, [
    {
      title: notifications.postComment.title,
      body: fill(notifications.postComment.body, { name: commenterName, text }),
      url: '/feed',
      tag: `post-comments:${postId}`,
    },
  ]);
}

/** «Nuevo seguidor» for the cook just followed. */
export async function notifyNewFollower(tx: Executor, followeeId: string, followerId: string): Promise<void> {
  const name = await cookName(tx, followerId);
  if (!name) return;
  await queueNotices(tx, followeeId, [
    { title: notifications.follower.title, body: fill(notifications.follower.body, { name }), url: '/profile', tag: `follower:${followerId}` },
  ]);
}

/** «¡Logro desbloqueado!», one per achievement just unlocked. */
export async function notifyAchievements(tx: Executor, userId: string, achievementIds: string[]): Promise<void> {
  const unlocked = achievements.filter((achievement) => achievementIds.includes(achievement.id));
  await queueNotices(
    tx,
    userId,
    unlocked.map((achievement) => ({
      title: notifications.achievement.title,
      body: fill(notifications.achievement.body, { icon: achievement.icon, title: achievement.title, description: achievement.description }),
      url: '/achievements',
      tag: `achievement:${achievement.id}`,
    })),
  );
}

/** A moderator removed something of the cook's (issue 17): what and why, as the notice at their next visit says it. */
export async function notifyRemoval(tx: Executor, userId: string, message: { title: string; body: string; tag: string }): Promise<void> {
  await queueNotices(tx, userId, [{ ...message, url: '/feed' }]);
}

// ---- the routes' writes ----

/** Keeps this device's subscription (201 again for the same endpoint) and at most subscriptionsPerCook of the cook's. */
export async function saveSubscription(db: Database, viewerId: string, { endpoint, keys }: PushSubscriptionInput, allowLoopback: boolean): Promise<void> {
  const problem = endpointProblem(endpoint, allowLoopback);
  if (problem === 'not-https') throw badRequest(api.endpointInvalid, 'PUSH_ENDPOINT_INVALID');
  if (problem === 'private-address') throw badRequest(api.endpointRefused, 'PUSH_ENDPOINT_REFUSED');
  if (!keysAreValid(keys)) throw badRequest(api.keysInvalid, 'PUSH_KEYS_INVALID');
  await db.transaction(async (tx) => {
    await upsertSubscription(tx, viewerId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
    await trimSubscriptions(tx, viewerId, pushLimits.subscriptionsPerCook);
  });
}

/** Forgets the device; an endpoint that is not this cook's is left alone and answered the same (204). */
export async function removeSubscription(db: Database, viewerId: string, endpoint: string): Promise<void> {
  await deleteOwnSubscription(db, viewerId, endpoint);
}

/** Schedules «¡Tiempo!» for every device of the cook when the step's timer ends. */
export async function startCookTimer(db: Database, viewerId: string, { endsAt, label, recipeId }: CookTimerInput): Promise<{ id: string }> {
  const end = new Date(endsAt);
  const now = Date.now();
  if (end.getTime() <= now) throw badRequest(api.timerInPast, 'TIMER_IN_PAST');
  if (end.getTime() - now > pushLimits.timerMaxHours * 3600_000) {
    throw badRequest(fill(api.timerTooFar, { hours: pushLimits.timerMaxHours }), 'TIMER_TOO_FAR');
  }
  return db.transaction(async (tx) => {
    if (recipeId && !(await recipeSummary(tx, recipeId))) throw notFound(api.recipeNotFound);
    await lockCook(tx, viewerId);
    if ((await countPendingTimers(tx, viewerId)) >= pushLimits.timersPerCook) throw tooMany(api.timerLimit, 'TIMER_LIMIT');
    const id = randomUUID();
    await insertOutbox(tx, [
      {
        id,
        userId: viewerId,
        kind: 'timer',
        payload: boundedMessage({
          title: notifications.timer.title,
          body: label,
          // Cook mode keeps its place in the tab's storage, so this page carries on where the cook was.
          url: '/real-cook-mode',
          tag: `timer:${id}`,
        }),
        dueAt: end,
        expiresAt: new Date(end.getTime() + timerLifetimeMs),
      },
    ]);
    await wakePushSenders(tx);
    return { id };
  });
}

/** Cancels the cook's own timer; anyone else's id is a 404, as if it did not exist. */
export async function stopCookTimer(db: Database, viewerId: string, id: string): Promise<void> {
  if (!(await deleteTimer(db, viewerId, id))) throw notFound(api.timerNotFound);
}
