// GET /api/live?topics=a,b&lastEventId=n, validated by the server (kept apart from live.ts so the
// client's live connection does not load zod).
import { liveTopicPattern } from './live.ts';
import { z } from './zod.ts';

export const liveQuerySchema = z.object({
  topics: z
    .string()
    .transform((s) => [...new Set(s.split(',').map((t) => t.trim()).filter(Boolean))])
    .pipe(
      z
        .array(z.string().regex(liveTopicPattern, 'Tema de actualizaciones no válido.'))
        .min(1, 'Indica al menos un tema.')
        .max(20, 'Como máximo 20 temas a la vez.'),
    ),
  lastEventId: z.coerce.number().int().min(0).optional(),
});
