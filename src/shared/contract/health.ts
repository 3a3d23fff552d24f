// Whether the server, its database and its file storage answer (load balancers and the end-to-end tests ask).
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

export const healthStatusSchema = z.object({ status: z.literal('ok'), database: z.literal('ok'), storage: z.literal('ok') });
export type HealthStatus = z.infer<typeof healthStatusSchema>;

export const healthApi = {
  check: defineRoute({
    key: 'GET /api/health',
    status: 200,
    summary: 'Responde ok cuando el servidor, la base de datos y el almacenamiento de archivos funcionan; 503 si alguno no responde',
    response: healthStatusSchema,
  }),
};
