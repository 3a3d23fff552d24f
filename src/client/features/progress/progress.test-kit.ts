// A cook's progress as the server answers it, for tests that draw it.
import type { Progress } from '#shared/contract/progress.ts';

export const sampleProgress = (more: Partial<Progress> = {}): Progress => ({
  xp: 350,
  weekXp: 80,
  level: 3,
  levelTitle: 'Cocinero',
  levelXp: 50,
  nextLevelXp: 400,
  weekStreak: 4,
  streakFreezes: 1,
  thisWeek: 'cooked',
  timeZone: 'America/Caracas',
  weeklyChallenge: {
    id: 'breakfast-3',
    title: 'Cocina 3 recetas de desayuno',
    progress: 1,
    goal: 3,
    endsAt: '2026-11-30T04:00:00.000Z',
    completed: false,
    bonusXp: 100,
  },
  ...more,
});
