import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '#shared/contract/profile.ts';
import { usernameFrom } from '#shared/domain/profile.ts';
import type { Database } from '../../db/connect.ts';
import { profiles, user, userAchievements } from '../../db/schema.ts';

export async function createProfileFor(db: Database, created: { id: string; name?: string | null; email: string; image?: string | null }) {
  await db
    .insert(profiles)
    .values({ userId: created.id, username: usernameFrom(created.name, created.email), profilePictureUrl: created.image ?? null })
    .onConflictDoNothing();
}

export async function findProfile(db: Database, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({ profile: profiles, email: user.email, displayName: user.name })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  if (!row) return null;
  const unlocked = await db
    .select({ id: userAchievements.achievementId })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId));
  const p = row.profile;
  return {
    id: p.userId,
    email: row.email,
    displayName: row.displayName,
    username: p.username,
    bio: p.bio,
    favoriteCuisine: p.favoriteCuisine,
    profilePictureUrl: p.profilePictureUrl,
    recipesPublished: p.recipesPublished,
    recipesExplored: p.recipesExplored,
    commentsWritten: p.commentsWritten,
    postsCommented: p.postsCommented,
    followingCount: p.followingCount,
    followersCount: p.followersCount,
    favoritesReceived: p.favoritesReceived,
    firstPhoto: p.firstPhoto,
    pantryMasterAchieved: p.pantryMasterAchieved,
    achievements: unlocked.map((a) => a.id),
    createdAt: p.createdAt.toISOString(),
  };
}

export async function updateProfile(db: Database, userId: string, changes: ProfileUpdate) {
  await db
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}
