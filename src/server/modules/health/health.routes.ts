// GET /api/health for load balancers and the tests: 200 when the database and the file storage both answer
// now, a Spanish 503 naming what does not otherwise (a load balancer then sends cooks to another server).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { healthApi, type HealthStatus } from '#shared/contract/health.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { ApiError } from '../../http/errors.ts';
import type { FileStorage } from '../../storage/storage.ts';

const answers = (check: () => Promise<unknown>) =>
  check().then(
    () => true,
    () => false,
  );

export async function healthRoutes(
  fastify: FastifyInstance,
  { pool, storage }: { pool: pg.Pool; storage: FileStorage },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...contractRoute(healthApi.check),
    handler: async (): Promise<HealthStatus> => {
      const [database, files] = await Promise.all([
        answers(() => pool.query('select 1')),
        answers(() => storage.check()),
      ]);
      if (!database || !files) {
        const problems = [
          database ? null : es.errors.databaseDown,
          files ? null : es.errors.storageDown,
        ].filter(Boolean);
        throw new ApiError(
          503,
          'UNAVAILABLE',
          fill(es.errors.unavailable, { problems: problems.join(' y ') }),
        );
      }
      return { status: 'ok', database: 'ok', storage: 'ok' };
    },
  });
}
