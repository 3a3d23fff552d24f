// XP, levels and streaks are computed by the server from rows (domain/progress.ts), never taken from a
// client. A body that tries to set one is refused with a Spanish 400 before any handler runs, rather than
// quietly dropped, so a forged request learns it was seen and nothing is written.
import type { FastifyInstance } from 'fastify';
import { es } from '#shared/i18n/es.ts';
import { ApiError } from './errors.ts';

/** The names of the numbers the game computes (GET /api/me/progress and the finish answer). */
export const computedProgressFields: ReadonlySet<string> = new Set([
  'xp',
  'xpEarned',
  'weekXp',
  'level',
  'levelTitle',
  'levelXp',
  'nextLevelXp',
  'weekStreak',
  'streakFreezes',
]);

/** Whether a key of the game's numbers appears anywhere in the body (the text guard bounds its depth). */
function setsProgress(body: unknown): boolean {
  const pending: unknown[] = [body];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    for (const [key, inner] of Object.entries(value)) {
      if (computedProgressFields.has(key)) return true;
      pending.push(inner);
    }
  }
  return false;
}

export function registerProgressGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (setsProgress(request.body)) throw new ApiError(400, 'PROGRESS_IS_COMPUTED', es.progress.api.forged);
  });
}
