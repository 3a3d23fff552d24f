import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

export async function healthRoutes(app: FastifyInstance, { pool }: { pool: pg.Pool }) {
  app.get('/api/health', async () => {
    await pool.query('select 1');
    return { status: 'ok' };
  });
}
