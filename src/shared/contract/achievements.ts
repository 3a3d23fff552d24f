import { achievementGroups, achievements } from '../domain/achievements.ts';
import { profile } from '../i18n/profile.ts';
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

/** A medal unlocked but not yet celebrated on any of the cook's screens (GET /api/achievements/unseen). */
export const unseenAchievementSchema = z.object({ id: z.string(), title: z.string(), description: z.string(), icon: z.string() });
export type UnseenAchievement = z.infer<typeof unseenAchievementSchema>;
export const unseenAchievementsResponseSchema = z.object({ items: z.array(unseenAchievementSchema) });

/** At most this many medals are marked seen at once (there are fewer medals than that). */
export const seenBatchMax = 50;
const knownAchievementIds = new Set<string>(achievements.map((achievement) => achievement.id));
const texts = profile.achievements;

/** POST /api/achievements/seen */
export const markSeenSchema = z.object({
  ids: z
    .array(z.string({ error: texts.seenIdUnknown }).refine((id) => knownAchievementIds.has(id), texts.seenIdUnknown), { error: texts.seenIdsInvalid })
    .min(1, texts.seenIdsInvalid)
    .max(seenBatchMax, texts.seenIdsInvalid),
});
export type MarkSeenInput = z.infer<typeof markSeenSchema>;

export const achievementsApi = {
  list: defineRoute({
    key: 'GET /api/achievements',
    status: 200,
    summary: 'Cada logro con el progreso de quien tiene la sesión abierta',
    response: achievementsResponseSchema,
  }),
  unseen: defineRoute({
    key: 'GET /api/achievements/unseen',
    status: 200,
    summary: 'Los logros desbloqueados que ninguna pantalla ha celebrado aún, del más antiguo al más nuevo',
    response: unseenAchievementsResponseSchema,
  }),
  markSeen: defineRoute({
    key: 'POST /api/achievements/seen',
    status: 204,
    summary: 'Marca como celebrados estos logros de quien tiene la sesión abierta',
    body: markSeenSchema,
    response: z.null(),
  }),
};
