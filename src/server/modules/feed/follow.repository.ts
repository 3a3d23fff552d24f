// Follows between cooks: one row per (follower, followee); both profiles' counters are recounted from
// the rows while both profile rows are locked, so they stay exact under concurrent clicks.
import { sql } from 'drizzle-orm';
import type { PublicUser } from '#shared/contract/feed.ts';
import { profiles } from '../../db/schema.ts';
import { column, type Executor } from './feed.repository.ts';

const profileUpdatedAt = column(profiles.updatedAt);

export async function findPublicUser(db: Executor, viewerId: string | null, userId: string): Promise<PublicUser | null> {
  const { rows } = await db.execute<{
    user_id: string;
    username: string;
    bio: string;
    favorite_cuisine: string;
    profile_picture_url: string | null;
    following_count: number;
    followers_count: number;
    followed_by_me: boolean;
  }>(sql`
    SELECT p.user_id, p.username, p.bio, p.favorite_cuisine, p.profile_picture_url, p.following_count, p.followers_count,
           EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = ${viewerId}::text AND f.followee_id = p.user_id) AS followed_by_me
    FROM profiles p WHERE p.user_id = ${userId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.user_id,
    username: row.username,
    bio: row.bio,
    favoriteCuisine: row.favorite_cuisine,
    profilePictureUrl: row.profile_picture_url,
    followingCount: Number(row.following_count),
    followersCount: Number(row.followers_count),
    followedByMe: Boolean(row.followed_by_me),
  };
}

/** Locks both profiles in id order (no deadlock between two cooks following each other); false if the followee has none. */
export async function lockPair(tx: Executor, followerId: string, followeeId: string): Promise<boolean> {
  const { rows } = await tx.execute<{ user_id: string }>(sql`
    SELECT user_id FROM profiles WHERE user_id IN (${followerId}, ${followeeId}) ORDER BY user_id FOR UPDATE`);
  return rows.some((row) => row.user_id === followeeId);
}

/** Adds or removes the follow and recounts both sides; returns whether a row changed and the followee's followers. */
export async function setFollow(tx: Executor, followerId: string, followeeId: string, follow: boolean): Promise<{ changed: boolean; followersCount: number }> {
  const { rows } = follow
    ? await tx.execute(sql`INSERT INTO follows (follower_id, followee_id) VALUES (${followerId}, ${followeeId}) ON CONFLICT DO NOTHING RETURNING 1`)
    : await tx.execute(sql`DELETE FROM follows WHERE follower_id = ${followerId} AND followee_id = ${followeeId} RETURNING 1`);
  if (rows.length) {
    await tx.execute(sql`
      UPDATE profiles SET following_count = (SELECT count(*) FROM follows WHERE follower_id = ${followerId})::int, ${profileUpdatedAt} = now()
      WHERE user_id = ${followerId}`);
    await tx.execute(sql`
      UPDATE profiles SET followers_count = (SELECT count(*) FROM follows WHERE followee_id = ${followeeId})::int, ${profileUpdatedAt} = now()
      WHERE user_id = ${followeeId}`);
  }
  const counted = await tx.execute<{ followers_count: number }>(sql`SELECT followers_count FROM profiles WHERE user_id = ${followeeId}`);
  return { changed: rows.length > 0, followersCount: Number(counted.rows[0]?.followers_count ?? 0) };
}
