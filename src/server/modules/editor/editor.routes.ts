// The HTTP side of recipe writes and of the shared utensil catalogue: parse, require a sign-in, call the service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { editorApi } from '#shared/contract/editor.ts';
import { es } from '#shared/i18n/es.ts';
import { requireViewer } from '../../auth/session.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { ModuleDeps } from '../deps.ts';
import { addCookUtensil, createRecipe, editRecipe, listUtensils, removeRecipe } from './editor.service.ts';

const t = es.editor;

export async function editorRoutes(fastify: FastifyInstance, { db, storage }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Who is asking is settled before the body is validated: a signed-out request gets 401, not 400.
  const signedIn = (message: string) => async (request: FastifyRequest) => {
    await requireViewer(request, message);
  };

  app.route({
    ...contractRoute(editorApi.create),
    onRequest: signedIn(t.signInToCreate),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, t.signInToCreate);
      const id = await createRecipe(db, viewer, request.body);
      reply.status(201);
      return { id };
    },
  });

  app.route({
    ...contractRoute(editorApi.update),
    onRequest: signedIn(t.signInToEdit),
    handler: async (request) => {
      const viewer = await requireViewer(request, t.signInToEdit);
      await editRecipe({ db, storage }, viewer, request.params.id, request.body);
      return { id: request.params.id };
    },
  });

  app.route({
    ...contractRoute(editorApi.remove),
    onRequest: signedIn(t.signInToDelete),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, t.signInToDelete);
      await removeRecipe({ db, storage }, viewer, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({ ...contractRoute(editorApi.utensils), handler: async () => listUtensils(db) });

  app.route({
    ...contractRoute(editorApi.addUtensil),
    onRequest: signedIn(t.utensil.signIn),
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, t.utensil.signIn);
      const { kind } = request.params;
      const { name } = request.body;
      await addCookUtensil(db, viewer.id, { kind, name });
      reply.status(201);
      return { kind, name };
    },
  });
}
