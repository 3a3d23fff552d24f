// The OpenAPI document of every route, generated from the contract's zod schemas as the routes are
// registered, served as JSON at /api/docs/json and browsable with Swagger UI at /api/docs (its files
// are served from this server, so the page works offline and under our CSP).
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Register before the routes: the document is collected from each route as it is added. */
export async function registerApiDocs(server: FastifyInstance, publicUrl: string): Promise<void> {
  await server.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API de Sazón',
        description:
          'La API del juego de cocina Sazón. Las respuestas de error son { "error": { "code", "message" } } con el mensaje en español. Las escrituras necesitan la cookie de sesión y el encabezado Origin de la aplicación.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await server.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
}
