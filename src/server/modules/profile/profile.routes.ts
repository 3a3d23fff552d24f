import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileApi } from '#shared/contract/profile.ts';
import { es } from '#shared/i18n/es.ts';
import { requireViewer } from '../../auth/session.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { notFound } from '../../http/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { isModerator } from '../moderation/moderators.ts';
import { findProfile } from './profile.repository.ts';
import { editProfile } from './profile.service.ts';

export async function profileRoutes(fastify: FastifyInstance, { db, storage, config }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** The profile with whether this account moderates (it sees «Moderación»). */
  const withRole = <P extends { email: string }>(profile: P) => ({ ...profile, moderator: isModerator(config.community, profile.email) });

  app.route({
    ...contractRoute(profileApi.me),
    handler: async (request) => {
      const viewer = await requireViewer(request);
      // Every account has a profile from sign-up on (migration 0005 gave one to older accounts).
      const profile = await findProfile(db, viewer.id);
      if (!profile) throw notFound(es.errors.profileLoad);
      return withRole(profile);
    },
  });

  app.route({
    ...contractRoute(profileApi.update),
    handler: async (request) => {
      const viewer = await requireViewer(request);
      await editProfile({ db, storage }, viewer.id, request.body);
      const profile = await findProfile(db, viewer.id);
      if (!profile) throw notFound(es.errors.profileLoad);
      return withRole(profile);
    },
  });
}
