// The game beyond medals (issue 13): a cook's XP, level, weekly streak and weekly challenge, and the
// league of the cooks they follow. All computed by the server (rules in domain/progress.ts).
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

/** This week's challenge as the cook sees it. */
export const weeklyChallengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  progress: z.number(),
  goal: z.number(),
  /** When the cook's week ends (Monday 00:00 in their time zone), as an ISO instant. */
  endsAt: z.string(),
  completed: z.boolean(),
  /** XP the challenge gives once completed. */
  bonusXp: z.number(),
});
export type WeeklyChallenge = z.infer<typeof weeklyChallengeSchema>;

/** GET /api/me/progress */
export const progressSchema = z.object({
  xp: z.number(),
  level: z.number(),
  levelTitle: z.string(),
  /** XP earned since the current level started… */
  levelXp: z.number(),
  /** …of the XP the level spans: at nextLevelXp the next level starts. */
  nextLevelXp: z.number(),
  /** XP earned this week (the league's score). */
  weekXp: z.number(),
  weekStreak: z.number(),
  streakFreezes: z.number(),
  /** 'cooked' once a cook session was finished this week; 'pending' until then. */
  thisWeek: z.enum(['cooked', 'pending']),
  timeZone: z.string(),
  weeklyChallenge: weeklyChallengeSchema,
});
export type Progress = z.infer<typeof progressSchema>;

/** One cook of the league. */
export const leagueEntrySchema = z.object({
  rank: z.number(),
  userId: z.string(),
  username: z.string(),
  profilePictureUrl: z.string().nullable(),
  weekXp: z.number(),
  level: z.number(),
  levelTitle: z.string(),
  isMe: z.boolean(),
});
export type LeagueEntry = z.infer<typeof leagueEntrySchema>;

/** GET /api/leaderboard: the viewer and the cooks they follow, by this week's XP (the viewer's week). */
export const leaderboardSchema = z.object({
  weekStartsAt: z.string(),
  endsAt: z.string(),
  items: z.array(leagueEntrySchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const progressApi = {
  progress: defineRoute({
    key: 'GET /api/me/progress',
    status: 200,
    summary: 'Experiencia, nivel, racha semanal y reto de la semana de quien tiene la sesión abierta',
    response: progressSchema,
  }),
  leaderboard: defineRoute({
    key: 'GET /api/leaderboard',
    status: 200,
    summary: 'La liga de la semana: quien tiene la sesión abierta y los cocineros que sigue, por experiencia',
    response: leaderboardSchema,
  }),
};
