// Registers a route of src/shared/contract from its contract: Fastify validates what comes in and
// serialises what goes out with the same zod schemas the client is typed by, and the OpenAPI document
// at /api/docs is generated from them.
import type { RouteContract } from '#shared/contract/route.ts';

type Schema<R, Key extends string> = R extends { [K in Key]: infer S } ? S : undefined;

/** The schemas Fastify's type provider reads: what is absent from the contract is typed `undefined`. */
interface ContractSchema<R extends RouteContract> {
  summary: string;
  tags: string[];
  params: Schema<R, 'params'>;
  querystring: Schema<R, 'query'>;
  body: Schema<R, 'body'>;
  response: { [S in R['status']]: R['response'] };
}

/** The method, URL and schemas of `app.route({ ...contractRoute(route), handler })`. */
export function contractRoute<const R extends RouteContract>(route: R) {
  const [method, url] = route.key.split(' ') as [R['key'] extends `${infer M} ${string}` ? M : never, string];
  // Only the parts the route has: Fastify warns about a schema key given as undefined.
  const schema: Record<string, unknown> = { summary: route.summary, tags: [url.split('/')[2]!], response: { [route.status]: route.response } };
  if (route.params) schema.params = route.params;
  if (route.query) schema.querystring = route.query;
  if (route.body) schema.body = route.body;
  if (route.multipart) schema.consumes = ['multipart/form-data'];
  return { method, url, schema: schema as unknown as ContractSchema<R> };
}
