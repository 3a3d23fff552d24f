import { z } from './zod.ts';

/** Topics: 'feed', 'catalog', 'recipe:<id>', 'post:<id>', 'user:<id>'. */
export const liveTopicPattern = /^[a-z]+(?::[A-Za-z0-9-]{1,64})?$/;

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

/** Said by the client's live connection when it could not resume: whatever a screen shows may be stale. */
export const liveResync = 'live.resync';

/** What every live message carries; the client refetches the data it names. */
export interface LiveMessage {
  topic: string;
  type: string;
  [key: string]: unknown;
}
