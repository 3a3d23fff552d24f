import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { healthApi, type HealthStatus } from '#shared/contract/health.ts';
import { contractRoute } from '../../http/contract-route.ts';

export async function healthRoutes(fastify: FastifyInstance, { pool }: { pool: pg.Pool }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...contractRoute(healthApi.check),
    handler: async (): Promise<HealthStatus> => {
      await pool.query('select 1');
      return { status: 'ok' };
    },
  });
}
