// The community feed API (DESIGN §4): posts, likes, comments and favourites. Routes parse and
// authorise; the rules and transactions are in feed.service.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedApi } from '#shared/contract/feed.ts';
import { feed as texts } from '#shared/i18n/feed.ts';
import { requireViewer } from '../../auth/session.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { notFound } from '../../http/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { cursorOf, postIdOf } from './feed.http.ts';
import { findPost, listComments, listFavoritePosts, listPosts, postVisibleTo } from './feed.repository.ts';
import { commentOnPost, editPost, likePost, publishPost, removePost, savePost } from './feed.service.ts';

export async function feedRoutes(fastify: FastifyInstance, { db, storage, config }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...contractRoute(feedApi.list),
    handler: async (request) => {
      const viewer = await request.server.viewerOf(request);
      return listPosts(db, viewer?.id ?? null, cursorOf(request.query.cursor));
    },
  });

  app.route({
    ...contractRoute(feedApi.post),
    handler: async (request) => {
      const viewer = await request.server.viewerOf(request);
      const post = await findPost(db, viewer?.id ?? null, postIdOf(request.params));
      if (!post) throw notFound(texts.postNotFound);
      return post;
    },
  });

  app.route({
    ...contractRoute(feedApi.favorites),
    handler: async (request) => {
      const viewer = await requireViewer(request, texts.signIn.favorites);
      return listFavoritePosts(db, viewer.id, cursorOf(request.query.cursor));
    },
  });

  app.route({
    ...contractRoute(feedApi.create),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, texts.signIn.post);
      return reply.status(201).send(await publishPost(db, viewer.id, request.body, config.community.newAccountBrakes));
    },
  });

  app.route({
    ...contractRoute(feedApi.update),
    handler: async (request) => {
      const viewer = await requireViewer(request, texts.signIn.edit);
      return editPost({ db, storage }, viewer.id, postIdOf(request.params), request.body);
    },
  });

  app.route({
    ...contractRoute(feedApi.remove),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, texts.signIn.delete);
      await removePost({ db, storage }, viewer.id, postIdOf(request.params));
      // The contract's null: Fastify sends a 204 without a body or content type all the same.
      return reply.status(204).send(null);
    },
  });

  for (const [route, liked] of [
    [feedApi.like, true],
    [feedApi.unlike, false],
  ] as const) {
    app.route({
      ...contractRoute(route),
      handler: async (request) => {
        const viewer = await requireViewer(request, texts.signIn.like);
        return likePost(db, viewer.id, postIdOf(request.params), liked);
      },
    });
  }

  for (const [route, favorite] of [
    [feedApi.favorite, true],
    [feedApi.unfavorite, false],
  ] as const) {
    app.route({
      ...contractRoute(route),
      handler: async (request) => {
        const viewer = await requireViewer(request, texts.signIn.favorite);
        return savePost(db, viewer.id, postIdOf(request.params), favorite);
      },
    });
  }

  app.route({
    ...contractRoute(feedApi.comments),
    handler: async (request) => {
      const postId = postIdOf(request.params);
      const cursor = cursorOf(request.query.cursor, 'comments');
      const viewerId = (await request.server.viewerOf(request))?.id ?? null;
      if (!(await postVisibleTo(db, viewerId, postId))) throw notFound(texts.postNotFound);
      return listComments(db, viewerId, postId, cursor);
    },
  });

  app.route({
    ...contractRoute(feedApi.comment),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, texts.signIn.comment);
      return reply.status(201).send(await commentOnPost(db, viewer.id, postIdOf(request.params), request.body.text, config.community.newAccountBrakes));
    },
  });
}
