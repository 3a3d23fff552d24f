// The server computes every achievement from the rows themselves (DESIGN §3): callers run this in
// the transaction of the write that changed a user's progress.
import { sql } from 'drizzle-orm';
import { unlockedAchievements, type AchievementStats } from '#shared/domain/achievements.ts';
import { mealTypes, type MealType } from '#shared/domain/catalog.ts';
import { userTopic } from '#shared/contract/live.ts';
import type { Database } from '../../db/connect.ts';
import { publishLive } from '../../live/live-hub.ts';

type Executor = Pick<Database, 'execute'>;

export async function achievementStats(executor: Executor, userId: string): Promise<AchievementStats> {
  const { rows } = await executor.execute<{
    recipes_published: number;
    recipes_explored: number;
    comments_written: number;
    posts_with_image: number;
    following_count: number;
    favorites_received: number;
    best_star_received: number;
    pantry_master_achieved: boolean;
    by_meal_type: Record<string, number> | null;
  }>(sql`
    SELECT p.recipes_published, p.recipes_explored, p.comments_written, p.posts_with_image,
           p.following_count, p.favorites_received, p.best_star_received, p.pantry_master_achieved,
           (SELECT json_object_agg(meal_type, n) FROM (
              SELECT meal_type, count(*)::int AS n FROM recipes WHERE author_id = ${userId} GROUP BY meal_type
            ) m) AS by_meal_type
    FROM profiles p WHERE p.user_id = ${userId}`);
  const row = rows[0];
  const recipesByMealType = Object.fromEntries(mealTypes.map((m) => [m, Number(row?.by_meal_type?.[m] ?? 0)])) as Record<MealType, number>;
  return {
    recipesCreated: Number(row?.recipes_published ?? 0),
    bestStarReceived: Number(row?.best_star_received ?? 0),
    favoritesReceived: Number(row?.favorites_received ?? 0),
    recipesByMealType,
    recipesExplored: Number(row?.recipes_explored ?? 0),
    commentsWritten: Number(row?.comments_written ?? 0),
    postsWithImage: Number(row?.posts_with_image ?? 0),
    pantryMasterAchieved: Boolean(row?.pantry_master_achieved),
    followingCount: Number(row?.following_count ?? 0),
  };
}

/** Unlocks what the user's progress now earns (never re-locks) and tells their open screens. */
export async function refreshAchievements(executor: Executor, userId: string): Promise<string[]> {
  const earned = unlockedAchievements(await achievementStats(executor, userId));
  if (!earned.length) return [];
  const { rows } = await executor.execute<{ achievement_id: string }>(sql`
    INSERT INTO user_achievements (user_id, achievement_id)
    SELECT ${userId}, id FROM unnest(ARRAY[${sql.join(
      earned.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]) AS id
    ON CONFLICT DO NOTHING
    RETURNING achievement_id`);
  const unlocked = rows.map((r) => r.achievement_id);
  if (unlocked.length) await publishLive(executor, userTopic(userId), { type: 'achievements.unlocked', ids: unlocked });
  return unlocked;
}
