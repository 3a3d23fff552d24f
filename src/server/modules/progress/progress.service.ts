// The game's numbers for a cook (issue 13), all computed from rows: XP and level, the weekly streak, the
// weekly challenge, and the league of the cooks they follow. Writes that change a cook's XP call
// `progressChanged` in their transaction, so open screens (theirs and their followers' leagues) refetch.
import type { Leaderboard, Progress, WeeklyChallenge } from '#shared/contract/progress.ts';
import { leagueTopic, userTopic } from '#shared/contract/live.ts';
import {
  addDays,
  challengeOfWeek,
  challengeProgress,
  defaultTimeZone,
  levelOf,
  startOfLocalDate,
  weekOf,
  weekStreak,
  xpRules,
} from '#shared/domain/progress.ts';
import type { Database, Executor, Tx } from '../../db/connect.ts';
import { publishLive } from '../../live/live-hub.ts';
import {
  challengeCompletedIn,
  cookedWeeks,
  cooksSince,
  leagueMembers,
  lockProgress,
  recordChallengeCompleted,
  timeZoneOf,
  xpTotals,
  xpTotalsOf,
} from './progress.repository.ts';

/** The cook's week at `now`: its Monday, when it started and when it ends, in their time zone. */
function weekAt(now: Date, timeZone: string) {
  const week = weekOf(now, timeZone);
  return { week, startsAt: startOfLocalDate(week, timeZone), endsAt: startOfLocalDate(addDays(week, 7), timeZone) };
}

async function weeklyChallengeOf(executor: Executor, userId: string, now: Date, timeZone: string): Promise<WeeklyChallenge> {
  const { week, startsAt, endsAt } = weekAt(now, timeZone);
  const challenge = challengeOfWeek(week);
  const [cooks, recorded] = await Promise.all([
    cooksSince(executor, userId, startsAt),
    challengeCompletedIn(executor, userId, week),
  ]);
  const progress = challengeProgress(challenge, cooks);
  return {
    id: challenge.id,
    title: challenge.title,
    progress,
    goal: challenge.goal,
    endsAt: endsAt.toISOString(),
    completed: recorded || progress >= challenge.goal,
    bonusXp: xpRules.weeklyChallenge,
  };
}

/** GET /api/me/progress: everything the game shows of the cook, as of `now`. */
export async function progressOf(executor: Executor, userId: string, now = new Date()): Promise<Progress> {
  const timeZone = (await timeZoneOf(executor, userId)) ?? defaultTimeZone;
  const { week, startsAt } = weekAt(now, timeZone);
  const [totals, weeks, weeklyChallenge] = await Promise.all([
    xpTotals(executor, userId, startsAt),
    cookedWeeks(executor, userId),
    weeklyChallengeOf(executor, userId, now, timeZone),
  ]);
  return {
    ...totals,
    ...levelOf(totals.xp),
    ...weekStreak(weeks, week),
    timeZone,
    weeklyChallenge,
  };
}

/**
 * Inside the transaction of a finished cook: records the week's challenge once it is completed (its bonus
 * XP), and answers the XP the finish added. `xpBefore` was read under `lockProgress`, so two finishes of
 * the same cook at once are counted one after the other, never both from the same starting point.
 */
export async function progressAfterCook(
  tx: Tx,
  userId: string,
  xpBefore: number,
  now = new Date(),
): Promise<{ xpEarned: number; progress: Progress }> {
  let progress = await progressOf(tx, userId, now);
  const { weeklyChallenge: challenge, timeZone } = progress;
  // The cook that completes the challenge records it once; its bonus is then part of the XP read again.
  if (challenge.completed && (await recordChallengeCompleted(tx, userId, weekOf(now, timeZone), challenge.id))) {
    progress = await progressOf(tx, userId, now);
  }
  await progressChanged(tx, userId);
  return { xpEarned: progress.xp - xpBefore, progress };
}

/** Locks the cook's progress for the transaction and answers their XP before the change. */
export async function xpBeforeChange(tx: Tx, userId: string, now = new Date()): Promise<number> {
  await lockProgress(tx, userId);
  const timeZone = (await timeZoneOf(tx, userId)) ?? defaultTimeZone;
  return (await xpTotals(tx, userId, weekAt(now, timeZone).startsAt)).xp;
}

/** Tells the cook's screens and the leagues they appear in that their XP may have changed. */
export async function progressChanged(executor: Executor, userId: string): Promise<void> {
  await publishLive(executor, userTopic(userId), { type: 'progress.changed' });
  await publishLive(executor, leagueTopic, { type: 'progress.changed', userId });
}

/** The viewer and the cooks they follow, ranked by XP earned in the viewer's week (ties by name). */
export async function leaderboardOf(db: Database, viewerId: string, now = new Date()): Promise<Leaderboard> {
  const timeZone = (await timeZoneOf(db, viewerId)) ?? defaultTimeZone;
  const { startsAt, endsAt } = weekAt(now, timeZone);
  const members = await leagueMembers(db, viewerId);
  const totals = new Map((await xpTotalsOf(db, members.map((m) => m.userId), startsAt)).map((t) => [t.userId, t]));
  const ranked = members
    .map((member) => {
      const { xp = 0, weekXp = 0 } = totals.get(member.userId) ?? {};
      const { level, levelTitle } = levelOf(xp);
      return { ...member, weekXp, level, levelTitle, isMe: member.userId === viewerId };
    })
    .sort((a, b) => b.weekXp - a.weekXp || a.username.localeCompare(b.username, 'es'));
  // Equal XP shares a place (1, 2, 2, 4), as league tables do.
  const items = ranked.map((entry) => ({ ...entry, rank: ranked.findIndex((other) => other.weekXp === entry.weekXp) + 1 }));
  return { weekStartsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), items };
}
