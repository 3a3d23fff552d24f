// A cook has one name: the account's, the profile's and every copy stored beside what they wrote.
import type { ProfileUpdate } from '#shared/contract/profile.ts';
import { userTopic } from '#shared/contract/live.ts';
import { es } from '#shared/i18n/es.ts';
import { profile as texts } from '#shared/i18n/profile.ts';
import type { Database, Tx } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { publishLive } from '../../live/live-hub.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { renameRecipesAuthor } from '../editor/editor.service.ts';
import {
  lockProfile,
  ownsProfilePicture,
  renameAccount,
  renameWritings,
  replaceProfilePicture,
  updateProfile,
} from './profile.repository.ts';

/**
 * Writes the new name everywhere it is stored, in the caller's transaction, which must hold the
 * profile row (lockProfile): recipes (author and search column), comments, posts and the account.
 */
async function renameCook(tx: Tx, userId: string, name: string): Promise<void> {
  await updateProfile(tx, userId, { username: name });
  await renameAccount(tx, userId, name);
  await renameRecipesAuthor(tx, userId, name);
  await renameWritings(tx, userId, name);
}

/**
 * PATCH /api/me: the cook's own changes. A new picture must be one of their profile uploads; the one it
 * replaces is deleted from storage once the change has committed.
 */
export async function editProfile(
  { db, storage }: { db: Database; storage: FileStorage },
  userId: string,
  changes: ProfileUpdate,
): Promise<void> {
  const replacedKey = await db.transaction(async (tx) => {
    const current = await lockProfile(tx, userId);
    if (!current) throw notFound(es.errors.profileLoad);
    const next = changes.profilePictureUrl;
    // Sending the current picture back is not a change (it may be a provider's picture from sign-in).
    const pictureChanges = next !== undefined && next !== current.profilePictureUrl;
    if (pictureChanges && next !== null && !(await ownsProfilePicture(tx, userId, next))) {
      throw badRequest(texts.validation.pictureNotOwned, 'PICTURE_NOT_OWNED');
    }
    if (changes.username !== undefined && changes.username !== current.username) await renameCook(tx, userId, changes.username);
    await updateProfile(tx, userId, changes);
    await publishLive(tx, userTopic(userId), { type: 'profile.updated' });
    return pictureChanges ? replaceProfilePicture(tx, userId, current.profilePictureUrl, next) : null;
  });
  if (replacedKey) await storage.delete(replacedKey);
}

/** After better-auth changed the account's name (update-user): the cook shows it everywhere too. */
export async function adoptAccountName(db: Database, userId: string, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockProfile(tx, userId);
    if (!current || current.username === name) return;
    await renameCook(tx, userId, name);
    await publishLive(tx, userTopic(userId), { type: 'profile.updated' });
  });
}
