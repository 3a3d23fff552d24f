// The server computes every achievement from the rows themselves (DESIGN §3): callers run this in
// the transaction of the write that changed a user's progress.
import { count, eq } from 'drizzle-orm';
import { unlockedAchievements, type AchievementStats } from '#shared/domain/achievements.ts';
import { mealTypes, type MealType } from '#shared/domain/catalog.ts';
import { userTopic } from '#shared/contract/live.ts';
import type { Executor } from '../../db/connect.ts';
import { profiles, recipes, userAchievements } from '../../db/schema.ts';
import { publishLive } from '../../live/live-hub.ts';
import { notifyAchievements } from '../push/push.service.ts';

export async function achievementStats(executor: Executor, userId: string): Promise<AchievementStats> {
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

/** Unlocks what the user's progress now earns (never re-locks) and tells their open screens. */
export async function refreshAchievements(executor: Executor, userId: string): Promise<string[]> {
  const earned = unlockedAchievements(await achievementStats(executor, userId));
  if (!earned.length) return [];
  const inserted = await executor
    .insert(userAchievements)
    .values(earned.map((achievementId) => ({ userId, achievementId })))
    .onConflictDoNothing()
    .returning({ achievementId: userAchievements.achievementId });
  const unlocked = inserted.map((row) => row.achievementId);
  if (unlocked.length) {
    await publishLive(executor, userTopic(userId), { type: 'achievements.unlocked', ids: unlocked });
    await notifyAchievements(executor, userId, unlocked);
  }
  return unlocked;
}
