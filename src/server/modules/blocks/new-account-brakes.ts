// New-account brakes (issue 17): in its first 24 hours an account may publish at most
// NEW_ACCOUNT_POSTS posts and NEW_ACCOUNT_COMMENTS comments (post and recipe comments together), so a
// freshly made spam account runs dry at once. Counted inside the write's transaction under a per-account
// lock, so parallel requests (a double click, a script) cannot slip one over.
import { moderation as texts } from '#shared/i18n/moderation.ts';
import type { CommunitySettings } from '../../config.ts';
import type { Tx } from '../../db/connect.ts';
import { tooMany } from '../../http/errors.ts';
import { commentsWrittenBy, isNewAccount, lockAccountWrites, postsOf } from './blocks.repository.ts';

/** null when NEW_ACCOUNT_BRAKES=off. */
export type NewAccountBrakes = CommunitySettings['newAccountBrakes'];

/** Call first in the write's transaction (before any other lock); a 429 when the new account used its allowance. */
export async function brakeNewAccount(tx: Tx, brakes: NewAccountBrakes, userId: string, kind: 'posts' | 'comments'): Promise<void> {
  if (!brakes || !(await isNewAccount(tx, userId))) return;
  await lockAccountWrites(tx, userId);
  // The account is younger than a day, so every post and comment it wrote counts.
  if (kind === 'posts' && (await postsOf(tx, userId)) >= brakes.posts) {
    throw tooMany(texts.errors.newAccountPosts(brakes.posts), 'NEW_ACCOUNT_POSTS');
  }
  if (kind === 'comments' && (await commentsWrittenBy(tx, userId)) >= brakes.comments) {
    throw tooMany(texts.errors.newAccountComments(brakes.comments), 'NEW_ACCOUNT_COMMENTS');
  }
}
