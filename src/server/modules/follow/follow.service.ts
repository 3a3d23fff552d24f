// Following a cook: one transaction that locks both profiles, writes the follow row, recounts both
// counters, unlocks gourmet_follower and tells both profile screens.
import type { FollowState } from '#shared/contract/follow.ts';
import { userTopic } from '#shared/contract/live.ts';
import { feed as texts } from '#shared/i18n/feed.ts';
import type { Database } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { publishLive } from '../../live/live-hub.ts';
import { refreshAchievements } from '../achievements/achievements.service.ts';
import { refuseIfBlocked } from '../blocks/blocks.service.ts';
import { notifyNewFollower } from '../push/push.service.ts';
import { followersCountOf, lockPair, recountFollows, setFollow } from './follow.repository.ts';

export async function setFollowing(db: Database, viewerId: string, followeeId: string, follow: boolean): Promise<FollowState> {
  if (followeeId === viewerId) throw badRequest(texts.followSelf, 'FOLLOW_SELF');
  const followersCount = await db.transaction(async (tx) => {
    if (!(await lockPair(tx, viewerId, followeeId))) throw notFound(texts.userNotFound);
    // Checked under the pair's locks, which a block takes too: no follow slips in beside a block.
    if (follow) await refuseIfBlocked(tx, { ownerId: followeeId, actorId: viewerId });
    if (await setFollow(tx, viewerId, followeeId, follow)) {
      await recountFollows(tx, viewerId, followeeId);
      if (follow) {
        await refreshAchievements(tx, viewerId);
        await notifyNewFollower(tx, followeeId, viewerId);
      }
      // Both profile screens show these counters.
      await publishLive(tx, userTopic(viewerId), { type: 'profile.updated' });
      await publishLive(tx, userTopic(followeeId), { type: 'profile.updated' });
    }
    return followersCountOf(tx, followeeId);
  });
  return { followedByMe: follow, followersCount };
}
