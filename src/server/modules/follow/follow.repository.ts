// Follows between cooks: one row per (follower, followee). Both profiles' counters are recounted from
// the rows while both profile rows are locked, so they stay exact under concurrent clicks.
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { PublicUser } from '#shared/contract/follow.ts';
import type { Executor, Tx } from '../../db/connect.ts';
import { follows, profiles, userBlocks } from '../../db/schema.ts';

export async function findPublicUser(db: Executor, viewerId: string | null, userId: string): Promise<PublicUser | null> {
  const [row] = await db
    .select({
      id: profiles.userId,
      username: profiles.username,
      bio: profiles.bio,
      favoriteCuisine: profiles.favoriteCuisine,
      profilePictureUrl: profiles.profilePictureUrl,
      followingCount: profiles.followingCount,
      followersCount: profiles.followersCount,
      // A signed-out visitor follows nobody.
      followedByMe: (viewerId === null
        ? sql`false`
        : exists(db.select({ one: sql`1` }).from(follows).where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, profiles.userId))))
      ).mapWith(Boolean),
      blockedByMe: (viewerId === null
        ? sql`false`
        : exists(db.select({ one: sql`1` }).from(userBlocks).where(and(eq(userBlocks.blockerId, viewerId), eq(userBlocks.blockedId, profiles.userId))))
      ).mapWith(Boolean),
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

/** Locks both profiles in id order (no deadlock between two cooks following each other); false if the followee has none. */
export async function lockPair(tx: Tx, followerId: string, followeeId: string): Promise<boolean> {
  const rows = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(inArray(profiles.userId, [followerId, followeeId]))
    .orderBy(asc(profiles.userId))
    .for('update');
  return rows.some((row) => row.userId === followeeId);
}

/** Adds or removes the follow row; true when a row changed. */
export async function setFollow(tx: Tx, followerId: string, followeeId: string, follow: boolean): Promise<boolean> {
  const rows = follow
    ? await tx.insert(follows).values({ followerId, followeeId }).onConflictDoNothing().returning({ followeeId: follows.followeeId })
    : await tx
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
        .returning({ followeeId: follows.followeeId });
  return rows.length > 0;
}

/** Recounts the follower's following_count and the followee's followers_count from the follow rows. */
export async function recountFollows(tx: Tx, followerId: string, followeeId: string): Promise<void> {
  await tx
    .update(profiles)
    .set({ followingCount: sql`${tx.$count(follows, eq(follows.followerId, followerId))}::int`, updatedAt: sql`now()` })
    .where(eq(profiles.userId, followerId));
  await tx
    .update(profiles)
    .set({ followersCount: sql`${tx.$count(follows, eq(follows.followeeId, followeeId))}::int`, updatedAt: sql`now()` })
    .where(eq(profiles.userId, followeeId));
}

export async function followersCountOf(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ followersCount: profiles.followersCount }).from(profiles).where(eq(profiles.userId, userId));
  return row?.followersCount ?? 0;
}
