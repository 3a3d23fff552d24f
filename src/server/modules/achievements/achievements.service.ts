// The server computes every achievement from the rows themselves (DESIGN §3): callers run
// refreshAchievements in the transaction of the write that changed a user's progress. Each new unlock
// waits, unseen, until one of the cook's screens has celebrated it.
import type { AchievementsResponse, UnseenAchievement } from '#shared/contract/achievements.ts';
import { achievementProgress, achievements, unlockedAchievements } from '#shared/domain/achievements.ts';
import { profile as texts } from '#shared/i18n/profile.ts';
import { userTopic } from '#shared/contract/live.ts';
import type { Executor } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { publishLive } from '../../live/live-hub.ts';
import { notifyAchievements } from '../push/push.service.ts';
import { hasProfile, insertUnlocked, markSeen, readAchievementStats, unlockedRows, unseenRows } from './achievements.repository.ts';

/** Unlocks what the user's progress now earns (never re-locks) and tells their open screens. */
export async function refreshAchievements(executor: Executor, userId: string): Promise<string[]> {
  const earned = unlockedAchievements(await readAchievementStats(executor, userId));
  if (!earned.length) return [];
  const unlocked = await insertUnlocked(executor, userId, earned);
  if (unlocked.length) {
    await publishLive(executor, userTopic(userId), { type: 'achievements.unlocked', ids: unlocked });
    await notifyAchievements(executor, userId, unlocked);
  }
  return unlocked;
}

/** Every achievement of the table with the cook's progress and, when earned, the date of its unlock. */
export async function achievementsOf(db: Executor, userId: string): Promise<AchievementsResponse> {
  if (!(await hasProfile(db, userId))) throw notFound(texts.achievements.userNotFound);
  const [stats, rows] = await Promise.all([readAchievementStats(db, userId), unlockedRows(db, userId)]);
  const unlockedAt = new Map(rows.map((row) => [row.achievementId, row.unlockedAt.toISOString()]));
  return {
    items: achievements.map((achievement) => ({
      id: achievement.id,
      group: achievement.group,
      title: achievement.title,
      description: achievement.description,
      icon: achievement.icon,
      threshold: achievement.threshold,
      progress: achievementProgress(achievement, stats),
      unlocked: unlockedAt.has(achievement.id),
      unlockedAt: unlockedAt.get(achievement.id) ?? null,
    })),
  };
}

const tableOrder = new Map<string, number>(achievements.map((achievement, index) => [achievement.id, index]));

/**
 * Medals unlocked and not celebrated yet, oldest first; those of one write (one timestamp) in the
 * order of the achievements table. A row of a medal no longer in the table is left out.
 */
export async function unseenAchievements(db: Executor, userId: string): Promise<UnseenAchievement[]> {
  const rows = await unseenRows(db, userId);
  const ordered = rows
    .filter((row) => tableOrder.has(row.achievementId))
    .sort((a, b) => a.unlockedAt.getTime() - b.unlockedAt.getTime() || tableOrder.get(a.achievementId)! - tableOrder.get(b.achievementId)!);
  return ordered.map((row) => {
    const { id, title, description, icon } = achievements[tableOrder.get(row.achievementId)!]!;
    return { id, title, description, icon };
  });
}

/** The cook's screen celebrated these medals: they are not shown again. Other cooks' rows are never touched. */
export function markAchievementsSeen(db: Executor, userId: string, achievementIds: string[]): Promise<void> {
  return markSeen(db, userId, achievementIds);
}
