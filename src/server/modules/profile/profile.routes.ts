import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileUpdateSchema } from '#shared/contract/profile.ts';
import { es } from '#shared/i18n/es.ts';
import { requireViewer } from '../../auth/session.ts';
import { notFound } from '../../http/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { createProfileFor, findProfile, updateProfile } from './profile.repository.ts';

export async function profileRoutes(fastify: FastifyInstance, { db }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/me', async (request) => {
    const viewer = await requireViewer(request);
    let profile = await findProfile(db, viewer.id);
    if (!profile) {
      // A user created before the profile hook existed still gets a profile.
      await createProfileFor(db, viewer);
      profile = await findProfile(db, viewer.id);
    }
    if (!profile) throw notFound(es.errors.profileLoad);
    return profile;
  });

  app.patch('/api/me', { schema: { body: profileUpdateSchema } }, async (request) => {
    const viewer = await requireViewer(request);
    await updateProfile(db, viewer.id, request.body);
    return findProfile(db, viewer.id);
  });
}
