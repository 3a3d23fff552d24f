import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { achievementsApi, type AchievementsResponse } from '#shared/contract/achievements.ts';
import { achievementProgress, achievements } from '#shared/domain/achievements.ts';
import { profile as texts } from '#shared/i18n/profile.ts';
import { requireViewer } from '../../auth/session.ts';
import { profiles, userAchievements } from '../../db/schema.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { notFound } from '../../http/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { achievementStats } from './achievements.service.ts';

export async function achievementsRoutes(fastify: FastifyInstance, { db }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...contractRoute(achievementsApi.list),
    handler: async (request): Promise<AchievementsResponse> => {
      const viewer = await requireViewer(request, texts.achievements.signInRequired);
      const [profile] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(eq(profiles.userId, viewer.id));
      if (!profile) throw notFound(texts.achievements.userNotFound);
      const [stats, unlockedRows] = await Promise.all([
        achievementStats(db, viewer.id),
        db
          .select({ id: userAchievements.achievementId, at: userAchievements.unlockedAt })
          .from(userAchievements)
          .where(eq(userAchievements.userId, viewer.id)),
      ]);
      const unlockedAt = new Map(unlockedRows.map((row) => [row.id, row.at.toISOString()]));
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
    },
  });
}
