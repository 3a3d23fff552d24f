// Whether the server and its database answer (the end-to-end tests wait for it before they start).
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

export const healthStatusSchema = z.object({ status: z.literal('ok') });
export type HealthStatus = z.infer<typeof healthStatusSchema>;

export const healthApi = {
  check: defineRoute({
    key: 'GET /api/health',
    status: 200,
    summary: 'Responde ok cuando el servidor y la base de datos funcionan',
    response: healthStatusSchema,
  }),
};
