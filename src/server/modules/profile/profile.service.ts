// A cook has one name: the account's, the profile's and every copy stored beside what they wrote.
import { and, eq, ne } from 'drizzle-orm';
import { userTopic } from '#shared/contract/live.ts';
import type { Database } from '../../db/connect.ts';
import { postComments, posts, recipeComments, user } from '../../db/schema.ts';
import { publishLive } from '../../live/live-hub.ts';
import { renameAuthor } from '../editor/editor.repository.ts';
import { lockProfile, updateProfile } from './profile.repository.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes the new name everywhere it is stored, in the caller's transaction, which must hold the
 * profile row (lockProfile): recipes (author and search column), comments, posts and the account.
 */
export async function renameCook(tx: Tx, userId: string, name: string): Promise<void> {
  await updateProfile(tx, userId, { username: name });
  await tx.update(user).set({ name, updatedAt: new Date() }).where(and(eq(user.id, userId), ne(user.name, name)));
  await renameAuthor(tx, userId, name);
  await tx.update(recipeComments).set({ userName: name }).where(and(eq(recipeComments.userId, userId), ne(recipeComments.userName, name)));
  await tx.update(posts).set({ userName: name }).where(and(eq(posts.userId, userId), ne(posts.userName, name)));
  await tx.update(postComments).set({ userName: name }).where(and(eq(postComments.userId, userId), ne(postComments.userName, name)));
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
