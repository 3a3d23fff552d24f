// The community feed API (DESIGN §4): posts, likes, comments, favourites, and follows between cooks.
// The server decides everything: who may change a post, every counter, and which photos may be used.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commentInputSchema, createPostSchema, pageQuerySchema, postParamsSchema, updatePostSchema, type FavoriteState, type LikeState, type Post } from '#shared/contract/feed.ts';
import { feedTopic, postTopic, userTopic } from '#shared/contract/live.ts';
import { isEmptyPost } from '#shared/domain/content-rules.ts';
import { feed as texts } from '#shared/i18n/feed.ts';
import { requireViewer } from '../../auth/session.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { publishLive } from '../../live/live-hub.ts';
import { releaseFiles } from '../../storage/uploads.repository.ts';
import { refreshAchievements } from '../achievements/achievements.service.ts';
import type { ModuleDeps } from '../deps.ts';
import { createProfileFor } from '../profile/profile.repository.ts';
import { cursorOf, postIdOf } from './feed.http.ts';
import {
  authorOf,
  countPhotoPost,
  deletePost,
  findPost,
  insertComment,
  insertPost,
  isMissingParent,
  listComments,
  listFavoritePosts,
  listPosts,
  lockPost,
  photoIsFree,
  postExists,
  recipeName,
  setFavorite,
  setLike,
  updatePost,
  type Executor,
} from './feed.repository.ts';
import { followRoutes } from './follow.routes.ts';

async function checkPhoto(tx: Executor, viewerId: string, url: string, exceptPostId: string | null) {
  const verdict = await photoIsFree(tx, viewerId, url, exceptPostId);
  if (verdict === 'not-owned') throw badRequest(texts.validation.imageUrl, 'IMAGE_NOT_OWNED');
  if (verdict === 'in-use') throw badRequest(texts.validation.imageInUse, 'IMAGE_IN_USE');
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

export async function feedRoutes(fastify: FastifyInstance, deps: ModuleDeps) {
  const { db, storage } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/posts', { schema: { querystring: pageQuerySchema } }, async (request) => {
    const viewer = await request.server.viewerOf(request);
    return listPosts(db, viewer?.id ?? null, cursorOf(request.query.cursor));
  });

  app.get('/api/posts/:id', { schema: { params: postParamsSchema } }, async (request) => {
    const viewer = await request.server.viewerOf(request);
    const post = await findPost(db, viewer?.id ?? null, postIdOf(request.params));
    if (!post) throw notFound(texts.postNotFound);
    return post;
  });

  app.get('/api/me/favorite-posts', { schema: { querystring: pageQuerySchema } }, async (request) => {
    const viewer = await requireViewer(request, texts.signIn.favorites);
    return listFavoritePosts(db, viewer.id, cursorOf(request.query.cursor));
  });

  app.post('/api/posts', { schema: { body: createPostSchema } }, async (request, reply): Promise<Post> => {
    const viewer = await requireViewer(request, texts.signIn.post);
    await createProfileFor(db, viewer);
    const { text, imageUrl, recipeId } = request.body;
    const postId = await db.transaction(async (tx) => {
      const author = await authorOf(tx, viewer.id);
      if (!author) throw notFound(texts.userNotFound);
      const linkedName = recipeId ? await recipeName(tx, recipeId) : null;
      if (recipeId && !linkedName) throw notFound(texts.validation.recipeNotFound);
      if (imageUrl) await checkPhoto(tx, viewer.id, imageUrl, null);
      const id = await insertPost(tx, {
        userId: viewer.id,
        userName: author.username,
        profilePictureUrl: author.profilePictureUrl,
        text,
        imageUrl,
        recipeId,
        recipeName: linkedName,
      });
      if (imageUrl) {
        await countPhotoPost(tx, viewer.id);
        await refreshAchievements(tx, viewer.id);
      }
      await publishLive(tx, feedTopic, { type: 'post.created', postId: id });
      return id;
    });
    const post = await findPost(db, viewer.id, postId);
    if (!post) throw notFound(texts.postNotFound);
    return reply.status(201).send(post);
  });

  app.patch('/api/posts/:id', { schema: { params: postParamsSchema, body: updatePostSchema } }, async (request): Promise<Post> => {
    const viewer = await requireViewer(request, texts.signIn.edit);
    const postId = postIdOf(request.params);
    const changes = request.body;
    const replacedUrl = await db.transaction(async (tx) => {
      const current = await lockPost(tx, postId);
      if (!current) throw notFound(texts.postNotFound);
      if (current.userId !== viewer.id) throw forbidden(texts.notOwner);
      const next = {
        text: changes.text ?? current.text,
        imageUrl: changes.imageUrl === undefined ? current.imageUrl : changes.imageUrl,
      };
      if (isEmptyPost(next)) throw badRequest(texts.validation.empty, 'EMPTY_POST');
      const photoChanges = next.imageUrl !== current.imageUrl;
      if (photoChanges && next.imageUrl) await checkPhoto(tx, viewer.id, next.imageUrl, postId);
      await updatePost(tx, postId, next.text, next.imageUrl);
      if (photoChanges && next.imageUrl && !current.imageUrl) {
        await countPhotoPost(tx, viewer.id);
        await refreshAchievements(tx, viewer.id);
      }
      await publishLive(tx, feedTopic, { type: 'post.updated', postId });
      return photoChanges ? current.imageUrl : null;
    });
    // The old photo goes once the post no longer points at it (SPEC §4: replacing deletes the old file).
    await releaseFiles(db, storage, [replacedUrl]);
    const post = await findPost(db, viewer.id, postId);
    if (!post) throw notFound(texts.postNotFound);
    return post;
  });

  app.delete('/api/posts/:id', { schema: { params: postParamsSchema } }, async (request, reply) => {
    const viewer = await requireViewer(request, texts.signIn.delete);
    const postId = postIdOf(request.params);
    const photoUrl = await db.transaction(async (tx) => {
      const current = await lockPost(tx, postId);
      if (!current) throw notFound(texts.postNotFound);
      if (current.userId !== viewer.id) throw forbidden(texts.notOwner);
      await deletePost(tx, postId);
      await publishLive(tx, feedTopic, { type: 'post.deleted', postId });
      return current.imageUrl;
    });
    await releaseFiles(db, storage, [photoUrl]);
    return reply.status(204).send();
  });

  for (const liked of [true, false]) {
    const method = liked ? 'PUT' : 'DELETE';
    app.route({
      method,
      url: '/api/posts/:id/like',
      schema: { params: postParamsSchema },
      handler: async (request): Promise<LikeState> => {
        const viewer = await requireViewer(request, texts.signIn.like);
        const postId = postIdOf(request.params);
        const result = await besidePost(() =>
          db.transaction(async (tx) => {
            const state = await setLike(tx, postId, viewer.id, liked);
            if (!state) throw notFound(texts.postNotFound);
            if (state.changed) await publishLive(tx, feedTopic, { type: 'post.liked', postId, likesCount: state.likesCount });
            return state;
          }),
        );
        return { likesCount: result.likesCount, likedByMe: liked };
      },
    });

    app.route({
      method,
      url: '/api/posts/:id/favorite',
      schema: { params: postParamsSchema },
      handler: async (request): Promise<FavoriteState> => {
        const viewer = await requireViewer(request, texts.signIn.favorite);
        const postId = postIdOf(request.params);
        await db.transaction(async (tx) => {
          if (!(await postExists(tx, postId, { lock: true }))) throw notFound(texts.postNotFound);
          // The profile's favourites tab follows along on the viewer's own topic.
          if (await setFavorite(tx, postId, viewer.id, liked)) await publishLive(tx, userTopic(viewer.id), { type: 'favorites.changed' });
        });
        return { favoriteByMe: liked };
      },
    });
  }

  app.get('/api/posts/:id/comments', { schema: { params: postParamsSchema, querystring: pageQuerySchema } }, async (request) => {
    const postId = postIdOf(request.params);
    const cursor = cursorOf(request.query.cursor, 'comments');
    if (!(await postExists(db, postId))) throw notFound(texts.postNotFound);
    return listComments(db, postId, cursor);
  });

  app.post('/api/posts/:id/comments', { schema: { params: postParamsSchema, body: commentInputSchema } }, async (request, reply) => {
    const viewer = await requireViewer(request, texts.signIn.comment);
    const postId = postIdOf(request.params);
    await createProfileFor(db, viewer);
    const created = await besidePost(() =>
      db.transaction(async (tx) => {
        const author = await authorOf(tx, viewer.id);
        if (!author) throw notFound(texts.userNotFound);
        const result = await insertComment(tx, postId, viewer.id, author.username, request.body.text);
        if (!result) throw notFound(texts.postNotFound);
        await refreshAchievements(tx, viewer.id);
        await publishLive(tx, postTopic(postId), { type: 'comment.created', postId, commentId: result.comment.id });
        await publishLive(tx, feedTopic, { type: 'post.commented', postId, commentsCount: result.commentsCount });
        return result;
      }),
    );
    return reply.status(201).send(created.comment);
  });

  await followRoutes(fastify, deps);
}
