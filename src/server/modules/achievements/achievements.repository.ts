// The rows behind achievements: the counters a cook's medals read, and one user_achievements row per
// medal unlocked (with when the cook's screen celebrated it).
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AchievementStats } from '#shared/domain/achievements.ts';
import { mealTypes, type MealType } from '#shared/domain/catalog.ts';
import type { Executor } from '../../db/connect.ts';
import { profiles, recipes, userAchievements } from '../../db/schema.ts';

export async function hasProfile(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, userId));
  return row !== undefined;
}

export async function readAchievementStats(executor: Executor, userId: string): Promise<AchievementStats> {
  const [[profile], byMealType] = await Promise.all([
    executor
      .select({
        recipesPublished: profiles.recipesPublished,
        recipesExplored: profiles.recipesExplored,
        commentsWritten: profiles.commentsWritten,
        postsWithImage: profiles.postsWithImage,
        followingCount: profiles.followingCount,
        favoritesReceived: profiles.favoritesReceived,
        bestStarReceived: profiles.bestStarReceived,
        pantryMasterAchieved: profiles.pantryMasterAchieved,
      })
      .from(profiles)
      .where(eq(profiles.userId, userId)),
    executor
      .select({ mealType: recipes.mealType, recipes: count() })
      .from(recipes)
      .where(eq(recipes.authorId, userId))
      .groupBy(recipes.mealType),
  ]);
  const recipesOf = new Map(byMealType.map((row) => [row.mealType, row.recipes]));
  const recipesByMealType = Object.fromEntries(mealTypes.map((m) => [m, recipesOf.get(m) ?? 0])) as Record<MealType, number>;
  return {
    recipesCreated: profile?.recipesPublished ?? 0,
    bestStarReceived: profile?.bestStarReceived ?? 0,
    favoritesReceived: profile?.favoritesReceived ?? 0,
    recipesByMealType,
    recipesExplored: profile?.recipesExplored ?? 0,
    commentsWritten: profile?.commentsWritten ?? 0,
    postsWithImage: profile?.postsWithImage ?? 0,
    pantryMasterAchieved: profile?.pantryMasterAchieved ?? false,
    followingCount: profile?.followingCount ?? 0,
  };
}

/** Adds the rows of medals not unlocked yet; returns the ids that were new. */
export async function insertUnlocked(executor: Executor, userId: string, achievementIds: string[]): Promise<string[]> {
  const inserted = await executor
    .insert(userAchievements)
    .values(achievementIds.map((achievementId) => ({ userId, achievementId })))
    .onConflictDoNothing()
    .returning({ achievementId: userAchievements.achievementId });
  return inserted.map((row) => row.achievementId);
}

export interface UnlockedRow {
  achievementId: string;
  unlockedAt: Date;
}

export function unlockedRows(db: Executor, userId: string): Promise<UnlockedRow[]> {
  return db
    .select({ achievementId: userAchievements.achievementId, unlockedAt: userAchievements.unlockedAt })
    .from(userAchievements)
    .where(eq(userAchievements.userId, userId));
}

/** Unlocked medals no screen of the cook has celebrated yet, oldest first. */
export function unseenRows(db: Executor, userId: string): Promise<UnlockedRow[]> {
  return db
    .select({ achievementId: userAchievements.achievementId, unlockedAt: userAchievements.unlockedAt })
    .from(userAchievements)
    .where(and(eq(userAchievements.userId, userId), isNull(userAchievements.seenAt)))
    .orderBy(asc(userAchievements.unlockedAt));
}

/** Marks the cook's own rows among these ids as celebrated; rows seen before keep their first date. */
export async function markSeen(db: Executor, userId: string, achievementIds: string[]): Promise<void> {
  await db
    .update(userAchievements)
    .set({ seenAt: sql`now()` })
    .where(and(eq(userAchievements.userId, userId), inArray(userAchievements.achievementId, achievementIds), isNull(userAchievements.seenAt)));
}
