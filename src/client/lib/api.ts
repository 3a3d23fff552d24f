// The one typed client of the API. A call names a route of src/shared/contract by its key
// ('GET /api/recipes/:id'); what it sends and what it answers are typed by that route's schemas, and
// query keys come from the same key, so no feature re-types a response or a cache key.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiRoute } from '#shared/contract/api.ts';
import { errors } from '#shared/i18n/app.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

type RouteFor<K extends ApiRoute['key']> = Extract<ApiRoute, { key: K }>;
type Field<R, Name extends string> = R extends { [N in Name]: infer S extends z.ZodType } ? S : never;

/** What a call of the route sends: path params, query, JSON body or (uploads) a form, each when the route has one. */
export type CallInput<K extends ApiRoute['key']> = ([Field<RouteFor<K>, 'params'>] extends [never] ? unknown : { params: z.input<Field<RouteFor<K>, 'params'>> }) &
  ([Field<RouteFor<K>, 'query'>] extends [never] ? unknown : { query?: Partial<z.input<Field<RouteFor<K>, 'query'>>> }) &
  ([Field<RouteFor<K>, 'body'>] extends [never] ? unknown : { body: z.input<Field<RouteFor<K>, 'body'>> }) &
  (RouteFor<K> extends { multipart: true } ? { form: FormData } : unknown);

type CallArgs<K extends ApiRoute['key']> = Partial<CallInput<K>> extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** What the route answers on success. */
export type CallResult<K extends ApiRoute['key']> = z.output<RouteFor<K>['response']>;

interface RawInput {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  form?: FormData;
}

/** The URL of a route key's path with its params filled in and its query appended (empty values left out). */
export function urlOf(path: string, { params = {}, query = {} }: RawInput = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * A change whose JSON is at most this long outlives the page that sent it (fetch's keepalive): a like, a follow,
 * a favourite or a rating is drawn at once, and a cook who closes the tab or reloads right after must not lose
 * it. Browsers allow 64 KB of such bodies in flight per page; a form or an upload waits for its answer on screen.
 */
export const keptAliveBodyLimit = 8 * 1024;

/** What fetch is asked: JSON sent as such, and a small change kept alive beyond the page. */
export function requestFor(method: string, body: unknown): RequestInit {
  const json = body === undefined || body instanceof FormData ? undefined : JSON.stringify(body);
  return {
    method,
    credentials: 'same-origin',
    headers: json === undefined ? {} : { 'content-type': 'application/json' },
    body: json ?? (body as FormData | undefined),
    keepalive: method !== 'GET' && !(body instanceof FormData) && (json?.length ?? 0) <= keptAliveBodyLimit,
  };
}

async function send(method: string, url: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, requestFor(method, body));
  } catch {
    throw new ApiError(0, 'NETWORK', errors.network);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string; field?: string } } | null)?.error;
    throw new ApiError(response.status, error?.code ?? 'HTTP_' + response.status, error?.message ?? errors.internal, error?.field);
  }
  return data;
}

/**
 * Calls a route of the contract. The answer is typed by the route's response schema without being
 * parsed again here: the server serialises every answer through that same schema (fastify-type-provider-zod),
 * and parsing twice would put zod in every screen's bundle for nothing.
 */
export async function call<K extends ApiRoute['key']>(key: K, ...[input]: CallArgs<K>): Promise<CallResult<K>> {
  const raw = (input ?? {}) as RawInput;
  const [method, path] = key.split(' ') as [string, string];
  const body = raw.form ?? raw.body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
  return (await send(method, urlOf(path, raw), body)) as CallResult<K>;
}

/** The cache entry of one call: its key is the route's key and the input, the same wherever it is used. */
export const apiQueryKey = <K extends ApiRoute['key']>(key: K, input?: CallInput<K>) => [key, input ?? {}] as const;

export function apiQuery<K extends ApiRoute['key']>(key: K, ...args: CallArgs<K>) {
  return queryOptions({ queryKey: apiQueryKey(key, args[0]), queryFn: () => call(key, ...args) });
}

/**
 * The cache entry of a paged list ({ items, nextCursor }): each page is the call with the previous
 * page's cursor. Its key is the route's key, 'pages' and the input, apart from a single call's entry.
 */
export function apiPagesQuery<K extends ApiRoute['key']>(key: K, ...args: CallArgs<K>) {
  type Paged = CallResult<K> & { nextCursor: string | null };
  const input = (args[0] ?? {}) as RawInput;
  return infiniteQueryOptions({
    queryKey: [key, 'pages', input] as const,
    queryFn: ({ pageParam }) =>
      call(key, ...([{ ...input, query: { ...input.query, cursor: pageParam ?? undefined } }] as CallArgs<K>)) as Promise<Paged>,
    initialPageParam: null as string | null,
    getNextPageParam: (last: Paged) => last.nextCursor,
  });
}

/** Every cache entry of one route, whatever its input: `queryClient.invalidateQueries(apiRouteEntries(key))`. */
export const apiRouteEntries = (key: ApiRoute['key']) => ({ queryKey: [key] as const });

/** The server's own Spanish message when it refused the call (4xx: why), otherwise the screen's fallback. */
export const refusalOr = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
