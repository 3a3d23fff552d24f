// Rows of a cook's profile and of the copies of their name and picture stored beside what they wrote.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '#shared/contract/profile.ts';
import { uploadFolders } from '#shared/contract/uploads.ts';
import { usernameFrom } from '#shared/domain/profile.ts';
import type { Executor, Tx } from '../../db/connect.ts';
import { postComments, posts, profiles, recipeComments, uploads, user, userAchievements } from '../../db/schema.ts';
import { keyFromUrl } from '../../storage/storage.ts';

const profilePictureKeyPrefix = `${uploadFolders.profile}/`;

/** The profile every account gets at sign-up (better-auth's user.create hook), with zero counters. */
export async function createProfileFor(db: Executor, created: { id: string; name?: string | null; email: string; image?: string | null }) {
  await db
    .insert(profiles)
    .values({ userId: created.id, username: usernameFrom(created.name, created.email), profilePictureUrl: created.image ?? null })
    .onConflictDoNothing();
}

export async function findProfile(db: Executor, userId: string): Promise<Profile | null> {
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
    timeZone: p.timeZone,
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * The current name and picture, with the row locked so concurrent edits replace them one at a time
 * (and a new recipe or comment, which locks it too, carries the name before or after a rename).
 */
export async function lockProfile(tx: Tx, userId: string): Promise<{ username: string; profilePictureUrl: string | null } | null> {
  const [row] = await tx
    .select({ username: profiles.username, profilePictureUrl: profiles.profilePictureUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  return row ?? null;
}

/** True when the URL names a profile picture this user uploaded to our storage (purpose `profile`). */
export async function ownsProfilePicture(tx: Executor, userId: string, url: string): Promise<boolean> {
  // keyFromUrl only answers well-formed keys of our folders (no traversal).
  const key = keyFromUrl(url);
  if (!key?.startsWith(profilePictureKeyPrefix)) return false;
  const [row] = await tx
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.ownerId, userId), eq(uploads.purpose, 'profile')));
  return Boolean(row);
}

export async function updateProfile(tx: Tx, userId: string, changes: ProfileUpdate) {
  await tx
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}

/**
 * After a picture change: the user's posts show the new picture, and the old upload row of this
 * user is dropped. Returns the storage key to delete once the transaction has committed.
 */
export async function replaceProfilePicture(tx: Tx, userId: string, oldUrl: string | null, newUrl: string | null): Promise<string | null> {
  await tx.update(posts).set({ profilePictureUrl: newUrl }).where(and(eq(posts.userId, userId), sql`${posts.profilePictureUrl} IS DISTINCT FROM ${newUrl}`));
  const oldKey = keyFromUrl(oldUrl);
  if (!oldKey) return null;
  const [removed] = await tx
    .delete(uploads)
    .where(and(eq(uploads.key, oldKey), eq(uploads.ownerId, userId)))
    .returning({ key: uploads.key });
  return removed?.key ?? null;
}

/** The account's name (the session's), when it differs. */
export async function renameAccount(tx: Tx, userId: string, name: string): Promise<void> {
  await tx.update(user).set({ name, updatedAt: new Date() }).where(and(eq(user.id, userId), ne(user.name, name)));
}

/** The name stored beside the cook's comments, posts and post comments. */
export async function renameWritings(tx: Tx, userId: string, name: string): Promise<void> {
  await tx.update(recipeComments).set({ userName: name }).where(and(eq(recipeComments.userId, userId), ne(recipeComments.userName, name)));
  await tx.update(posts).set({ userName: name }).where(and(eq(posts.userId, userId), ne(posts.userName, name)));
  await tx.update(postComments).set({ userName: name }).where(and(eq(postComments.userId, userId), ne(postComments.userName, name)));
}
