// Blocking a cook (issue 17): silent and reversible. Blocking ends any follow between the two in the same
// transaction (counters recounted as follow.service does), and the blocker's own topic hears
// `blocks.changed` so their open live streams start or stop filtering that cook (live.routes.ts).
import { userTopic } from '#shared/contract/live.ts';
import { moderation as texts } from '#shared/i18n/moderation.ts';
import type { Database, Executor } from '../../db/connect.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { blocksChangedType, publishLive } from '../../live/live-hub.ts';
import { lockPair, recountFollows, setFollow } from '../follow/follow.repository.ts';
import { isBlockedEitherWay, setBlock } from './blocks.repository.ts';

export async function setBlocked(db: Database, viewerId: string, userId: string, block: boolean): Promise<{ blockedByMe: boolean }> {
  if (userId === viewerId) throw badRequest(texts.errors.blockSelf, 'BLOCK_SELF');
  await db.transaction(async (tx) => {
    // The same locks as a follow between the two takes, so a follow racing the block waits for it.
    if (!(await lockPair(tx, viewerId, userId))) throw notFound(texts.errors.userNotFound);
    if (!(await setBlock(tx, viewerId, userId, block))) return;
    if (block) {
      let followEnded = false;
      for (const [follower, followee] of [
        [viewerId, userId],
        [userId, viewerId],
      ] as const) {
        if (await setFollow(tx, follower, followee, false)) {
          await recountFollows(tx, follower, followee);
          followEnded = true;
        }
      }
      if (followEnded) {
        await publishLive(tx, userTopic(viewerId), { type: 'profile.updated' });
        await publishLive(tx, userTopic(userId), { type: 'profile.updated' });
      }
    }
    await publishLive(tx, userTopic(viewerId), { type: blocksChangedType, userId, blocked: block });
  });
  return { blockedByMe: block };
}

/**
 * Refuses an interaction (comment, like, follow) between two cooks when either blocked the other, with the
 * same words for every case so the block is never revealed. Nothing is refused on one's own content.
 */
export async function refuseIfBlocked(db: Executor, { ownerId, actorId }: { ownerId: string; actorId: string }): Promise<void> {
  if (ownerId !== actorId && (await isBlockedEitherWay(db, ownerId, actorId))) throw forbidden(texts.errors.cannotInteract);
}
