import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileUpdateSchema } from '#shared/contract/profile.ts';
import { es } from '#shared/i18n/es.ts';
import { profile as texts } from '#shared/i18n/profile.ts';
import { userTopic } from '#shared/contract/live.ts';
import { requireViewer } from '../../auth/session.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { publishLive } from '../../live/live-hub.ts';
import type { ModuleDeps } from '../deps.ts';
import { createProfileFor, findProfile, lockProfile, ownsProfilePicture, replaceProfilePicture, updateProfile } from './profile.repository.ts';
import { renameCook } from './profile.service.ts';

export async function profileRoutes(fastify: FastifyInstance, { db, storage }: ModuleDeps) {
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
    await createProfileFor(db, viewer);
    const changes = request.body;
    const replacedKey = await db.transaction(async (tx) => {
      const current = await lockProfile(tx, viewer.id);
      if (!current) throw notFound(es.errors.profileLoad);
      const next = changes.profilePictureUrl;
      // Sending the current picture back is not a change (it may be a provider's picture from sign-in).
      const pictureChanges = next !== undefined && next !== current.profilePictureUrl;
      if (pictureChanges && next !== null && !(await ownsProfilePicture(tx, viewer.id, next))) {
        throw badRequest(texts.validation.pictureNotOwned, 'PICTURE_NOT_OWNED');
      }
      if (changes.username !== undefined && changes.username !== current.username) await renameCook(tx, viewer.id, changes.username);
      await updateProfile(tx, viewer.id, changes);
      await publishLive(tx, userTopic(viewer.id), { type: 'profile.updated' });
      return pictureChanges ? replaceProfilePicture(tx, viewer.id, current.profilePictureUrl, next) : null;
    });
    if (replacedKey) await storage.delete(replacedKey);
    return findProfile(db, viewer.id);
  });
}
