import { achievementGroups } from '../domain/achievements.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

/** One achievement as the viewer sees it: the rule of src/shared/domain/achievements.ts plus their progress. */
export const achievementItemSchema = z.object({
  id: z.string(),
  group: z.enum(achievementGroups),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  threshold: z.number(),
  progress: z.number(),
  unlocked: z.boolean(),
  unlockedAt: z.string().nullable(),
});
export type AchievementItem = z.infer<typeof achievementItemSchema>;

/** GET /api/achievements */
export const achievementsResponseSchema = z.object({ items: z.array(achievementItemSchema) });
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;

export const achievementsApi = {
  list: defineRoute({
    key: 'GET /api/achievements',
    status: 200,
    summary: 'Cada logro con el progreso de quien tiene la sesión abierta',
    response: achievementsResponseSchema,
  }),
};
