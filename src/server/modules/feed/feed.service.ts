// The feed's writes (DESIGN §4). The server decides everything: who may change a post, every counter,
// and which photos may be used. Each write is one transaction with its counters, achievements and live event.
import { postImageUrlPrefix, type FavoriteState, type LikeState, type Post, type PostComment } from '#shared/contract/feed.ts';
import { feedTopic, postTopic, userTopic } from '#shared/contract/live.ts';
import { isEmptyPost } from '#shared/domain/content-rules.ts';
import { feed as texts } from '#shared/i18n/feed.ts';
import type { Database, Tx } from '../../db/connect.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { publishLive } from '../../live/live-hub.ts';
import { keyFromUrl, type FileStorage } from '../../storage/storage.ts';
import { releaseFiles } from '../../storage/uploads.service.ts';
import { refreshAchievements } from '../achievements/achievements.service.ts';
import { postAuthorId } from '../blocks/blocks.repository.ts';
import { refuseIfBlocked } from '../blocks/blocks.service.ts';
import { brakeNewAccount, type NewAccountBrakes } from '../blocks/new-account-brakes.ts';
import { progressChanged } from '../progress/progress.service.ts';
import { notifyPostComment } from '../push/push.service.ts';
import {
  authorOf,
  countPhotoPost,
  deletePost,
  findPost,
  insertComment,
  insertPost,
  isPhotoInUse,
  lockOwnPostUpload,
  lockPost,
  postExists,
  recipeName,
  setFavorite,
  setLike,
  updatePost,
} from './feed.repository.ts';

/** Edits and deletes may release the post's old photo, so they need the file storage too. */
export interface PostFiles {
  db: Database;
  storage: FileStorage;
}

/** A post may only show a photo this cook uploaded for a post, and that no other post shows yet. */
async function assertPhotoFree(tx: Tx, viewerId: string, url: string, exceptPostId: string | null): Promise<void> {
  const key = keyFromUrl(url);
  const owned = key !== null && url.startsWith(postImageUrlPrefix) && (await lockOwnPostUpload(tx, viewerId, key));
  if (!owned) throw badRequest(texts.validation.imageUrl, 'IMAGE_NOT_OWNED');
  if (await isPhotoInUse(tx, url, exceptPostId)) throw badRequest(texts.validation.imageInUse, 'IMAGE_IN_USE');
}

/** A foreign key broke because the post was deleted while we wrote beside it (drizzle may wrap the pg error). */
function isMissingParent(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown } | null;
  return e?.code === '23503' || (e?.cause !== undefined && isMissingParent(e.cause));
}

/** Runs a write beside a post, turning "the post vanished meanwhile" into the 404 it is. */
async function besidePost<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isMissingParent(error)) throw notFound(texts.postNotFound);
    throw error;
  }
}

/** The post as its writer sees it right after the write. */
async function postAfterWrite(db: Database, viewerId: string, postId: string): Promise<Post> {
  const post = await findPost(db, viewerId, postId);
  if (!post) throw notFound(texts.postNotFound);
  return post;
}

export async function publishPost(
  db: Database,
  viewerId: string,
  { text, imageUrl, recipeId }: { text: string; imageUrl: string | null; recipeId: string | null },
  brakes: NewAccountBrakes,
): Promise<Post> {
  const postId = await db.transaction(async (tx) => {
    await brakeNewAccount(tx, brakes, viewerId, 'posts');
    const author = await authorOf(tx, viewerId);
    if (!author) throw notFound(texts.userNotFound);
    const linkedName = recipeId ? await recipeName(tx, recipeId) : null;
    if (recipeId && !linkedName) throw notFound(texts.validation.recipeNotFound);
    if (imageUrl) await assertPhotoFree(tx, viewerId, imageUrl, null);
    const id = await insertPost(tx, {
      userId: viewerId,
      userName: author.username,
      profilePictureUrl: author.profilePictureUrl,
      text,
      imageUrl,
      recipeId,
      recipeName: linkedName,
    });
    if (imageUrl) {
      await countPhotoPost(tx, viewerId);
      await refreshAchievements(tx, viewerId);
      await progressChanged(tx, viewerId);
    }
    await publishLive(tx, feedTopic, { type: 'post.created', postId: id, authorId: viewerId });
    return id;
  });
  return postAfterWrite(db, viewerId, postId);
}

/** Changes the text and/or the photo (null removes it) of the viewer's own post. */
export async function editPost(
  { db, storage }: PostFiles,
  viewerId: string,
  postId: string,
  changes: { text?: string; imageUrl?: string | null },
): Promise<Post> {
  const replacedUrl = await db.transaction(async (tx) => {
    const current = await lockPost(tx, postId);
    if (!current) throw notFound(texts.postNotFound);
    if (current.userId !== viewerId) throw forbidden(texts.notOwner);
    const next = {
      text: changes.text ?? current.text,
      imageUrl: changes.imageUrl === undefined ? current.imageUrl : changes.imageUrl,
    };
    if (isEmptyPost(next)) throw badRequest(texts.validation.empty, 'EMPTY_POST');
    const photoChanges = next.imageUrl !== current.imageUrl;
    if (photoChanges && next.imageUrl) await assertPhotoFree(tx, viewerId, next.imageUrl, postId);
    await updatePost(tx, postId, next.text, next.imageUrl);
    if (photoChanges && next.imageUrl && !current.imageUrl) {
      await countPhotoPost(tx, viewerId);
      await refreshAchievements(tx, viewerId);
    }
    if (photoChanges) await progressChanged(tx, viewerId);
    await publishLive(tx, feedTopic, { type: 'post.updated', postId, authorId: viewerId });
    return photoChanges ? current.imageUrl : null;
  });
  // The old photo goes once the post no longer points at it (SPEC §4: replacing deletes the old file).
  await releaseFiles(db, storage, [replacedUrl]);
  return postAfterWrite(db, viewerId, postId);
}

/** Deletes the viewer's own post, then its photo once the delete has committed. */
export async function removePost(files: PostFiles, viewerId: string, postId: string): Promise<void> {
  await deletePostAs(files, postId, async (_tx, post) => {
    if (post.userId !== viewerId) throw forbidden(texts.notOwner);
  });
}

/**
 * Deletes a post as its author's delete does (the row with its comments, likes and favourites, the
 * author's progress, the live event), then its photo once the delete has committed. `allowed` runs first in
 * the transaction with the locked post: it refuses (throws) or writes beside the delete (a moderator's removal).
 */
export async function deletePostAs({ db, storage }: PostFiles, postId: string, allowed: (tx: Tx, post: { userId: string }) => Promise<void>): Promise<void> {
  const photoUrl = await db.transaction(async (tx) => {
    const current = await lockPost(tx, postId);
    if (!current) throw notFound(texts.postNotFound);
    await allowed(tx, current);
    await deletePost(tx, postId);
    if (current.imageUrl) await progressChanged(tx, current.userId);
    await publishLive(tx, feedTopic, { type: 'post.deleted', postId, authorId: current.userId });
    return current.imageUrl;
  });
  await releaseFiles(db, storage, [photoUrl]);
}

export async function likePost(db: Database, viewerId: string, postId: string, liked: boolean): Promise<LikeState> {
  const { likesCount } = await besidePost(() =>
    db.transaction(async (tx) => {
      const ownerId = await postAuthorId(tx, postId);
      if (ownerId && liked) await refuseIfBlocked(tx, { ownerId, actorId: viewerId });
      const state = await setLike(tx, postId, viewerId, liked);
      if (!state) throw notFound(texts.postNotFound);
      // A post hidden by reports is news to nobody but its author (issue 17): nothing public about it.
      if (state.changed && !state.hidden) await publishLive(tx, feedTopic, { type: 'post.liked', postId, authorId: ownerId, likesCount: state.likesCount });
      return state;
    }),
  );
  return { likesCount, likedByMe: liked };
}

export async function savePost(db: Database, viewerId: string, postId: string, favorite: boolean): Promise<FavoriteState> {
  await db.transaction(async (tx) => {
    if (!(await postExists(tx, postId, { lock: true }))) throw notFound(texts.postNotFound);
    // The profile's favourites tab follows along on the viewer's own topic.
    if (await setFavorite(tx, postId, viewerId, favorite)) await publishLive(tx, userTopic(viewerId), { type: 'favorites.changed' });
  });
  return { favoriteByMe: favorite };
}

export async function commentOnPost(db: Database, viewerId: string, postId: string, text: string, brakes: NewAccountBrakes): Promise<PostComment> {
  const { comment } = await besidePost(() =>
    db.transaction(async (tx) => {
      await brakeNewAccount(tx, brakes, viewerId, 'comments');
      const ownerId = await postAuthorId(tx, postId);
      if (ownerId) await refuseIfBlocked(tx, { ownerId, actorId: viewerId });
      const author = await authorOf(tx, viewerId);
      if (!author) throw notFound(texts.userNotFound);
      const result = await insertComment(tx, postId, viewerId, author.username, text);
      if (!result) throw notFound(texts.postNotFound);
      await refreshAchievements(tx, viewerId);
      // A post hidden by reports is news to nobody but its author (issue 17): nothing public about it.
      if (!result.postHidden) {
        await publishLive(tx, postTopic(postId), { type: 'comment.created', postId, commentId: result.comment.id, authorId: viewerId });
        await publishLive(tx, feedTopic, { type: 'post.commented', postId, authorId: ownerId, commentsCount: result.commentsCount });
      }
      await notifyPostComment(tx, { postId, commenterId: viewerId, commenterName: author.username, text });
      return result;
    }),
  );
  return comment;
}
