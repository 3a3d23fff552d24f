// The community feed API (DESIGN §4): posts, likes, comments and favourites. Routes parse and
// authorise; the rules and transactions are in feed.service.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commentInputSchema, createPostSchema, pageQuerySchema, postParamsSchema, updatePostSchema, type FavoriteState, type LikeState, type Post } from '#shared/contract/feed.ts';
import { feed as texts } from '#shared/i18n/feed.ts';
import { requireViewer } from '../../auth/session.ts';
import { notFound } from '../../http/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { cursorOf, postIdOf } from './feed.http.ts';
import { findPost, listComments, listFavoritePosts, listPosts, postExists } from './feed.repository.ts';
import { commentOnPost, editPost, likePost, publishPost, removePost, savePost } from './feed.service.ts';

export async function feedRoutes(fastify: FastifyInstance, { db, storage }: ModuleDeps) {
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
    return reply.status(201).send(await publishPost(db, viewer.id, request.body));
  });

  app.patch('/api/posts/:id', { schema: { params: postParamsSchema, body: updatePostSchema } }, async (request): Promise<Post> => {
    const viewer = await requireViewer(request, texts.signIn.edit);
    return editPost({ db, storage }, viewer.id, postIdOf(request.params), request.body);
  });

  app.delete('/api/posts/:id', { schema: { params: postParamsSchema } }, async (request, reply) => {
    const viewer = await requireViewer(request, texts.signIn.delete);
    await removePost({ db, storage }, viewer.id, postIdOf(request.params));
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
        return likePost(db, viewer.id, postIdOf(request.params), liked);
      },
    });

    app.route({
      method,
      url: '/api/posts/:id/favorite',
      schema: { params: postParamsSchema },
      handler: async (request): Promise<FavoriteState> => {
        const viewer = await requireViewer(request, texts.signIn.favorite);
        return savePost(db, viewer.id, postIdOf(request.params), liked);
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
    return reply.status(201).send(await commentOnPost(db, viewer.id, postIdOf(request.params), request.body.text));
  });
}
