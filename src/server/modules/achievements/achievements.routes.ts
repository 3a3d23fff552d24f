import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps.ts';

export async function achievementsRoutes(_app: FastifyInstance, _deps: ModuleDeps) {}
