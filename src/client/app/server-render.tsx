// A first screen drawn on the server (docs/decisions/014): the same routes, providers and components as in the
// browser, drawn from the reads the server made for this request, so the page's first paint already shows the
// screen instead of the loading screen. The browser then takes it over (start-app.tsx) from the same reads.
// Built apart for Node (npm run build: dist/ssr), and loaded by the server (server/http/first-screen.ts), which
// asks it which screens it draws and what each reads.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { feedQuery } from '../features/feed/feed-api.ts';
import { progressQuery } from '../features/progress/progress-api.ts';
import { recipeListQuery, unfilteredBook } from '../features/recipes/recipes-api.ts';
import { apiQueryKey } from '../lib/api.ts';
import { AppProviders, createAppQueryClient } from './app-providers.tsx';
import { firstReadsId } from './drawn-screen.ts';
import { routes } from './router.tsx';
import { sessionQuery } from './session.tsx';

/** A GET of the API a screen makes first, and how its answer fills the cache entry the screen reads it from. */
interface FirstRead {
  url: string;
  seed(queryClient: QueryClient, answer: unknown, drawnAt: number): void;
}

/**
 * A plain read, as read at the time of drawing: the browser asks again when its query says it is old (a cookie
 * the read set, a session refreshed, comes with the page: server/http/first-screen.ts).
 */
const answerOf = (queryKey: readonly unknown[], url: string): FirstRead => ({
  url,
  seed: (queryClient, answer, drawnAt) => queryClient.setQueryData(queryKey, answer, { updatedAt: drawnAt }),
});

/** The first page of a paged list (`apiPagesQuery`), as read at the time of drawing. */
const firstPageOf = (query: { queryKey: readonly unknown[]; initialPageParam: unknown }, url: string): FirstRead => ({
  url,
  seed: (queryClient, answer, drawnAt) =>
    queryClient.setQueryData(query.queryKey, { pages: [answer], pageParams: [query.initialPageParam] }, { updatedAt: drawnAt }),
});

const sessionRead = answerOf(sessionQuery.queryKey, '/api/auth/get-session');

interface ScreenToDraw {
  /** Whom it is drawn for; the app's guards send anyone else elsewhere (guards.tsx). */
  signedIn: boolean;
  /** What it reads first, the session first (the server checks it against `signedIn` before reading the rest). */
  reads: readonly FirstRead[];
}

/** The screens the server draws, at their address without a query (filters change what they read). */
const screens: Record<string, ScreenToDraw> = {
  '/login': { signedIn: false, reads: [sessionRead, answerOf(apiQueryKey('GET /api/auth-providers'), '/api/auth-providers')] },
  '/menu': { signedIn: true, reads: [sessionRead, answerOf(progressQuery.queryKey, '/api/me/progress')] },
  '/cook-mode-hub': { signedIn: true, reads: [sessionRead] },
  '/recipes': { signedIn: true, reads: [sessionRead, firstPageOf(recipeListQuery(unfilteredBook), '/api/recipes')] },
  '/feed': { signedIn: true, reads: [sessionRead, firstPageOf(feedQuery, '/api/posts')] },
};

/** For the server: who each screen is drawn for, and the URLs of its reads, the session's first. */
export const screensToDraw: Readonly<Record<string, { signedIn: boolean; reads: readonly string[] }>> = Object.fromEntries(
  Object.entries(screens).map(([path, { signedIn, reads }]) => [path, { signedIn, reads: reads.map((read) => read.url) }]),
);

export interface DrawnScreen {
  /** The markup that goes inside #root. */
  html: string;
  /** The script that carries the reads, to place after #root. */
  readsScript: string;
}

/** JSON that cannot end the script it sits in (a name with `</script>`, say) nor break a line of JavaScript. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * Draws the screen at `url` from the answers to its reads (by URL). Null when the address is not a screen the
 * server draws, or leads elsewhere (a redirect).
 */
export async function renderFirstScreen(url: string, answers: Readonly<Record<string, unknown>>): Promise<DrawnScreen | null> {
  const address = new URL(url, 'http://sazon.invalid');
  const screen = address.search ? undefined : screens[address.pathname];
  if (!screen) return null;
  const queryClient = createAppQueryClient();
  const drawnAt = Date.now();
  for (const read of screen.reads) read.seed(queryClient, answers[read.url], drawnAt);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(address));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const state = scriptSafe(JSON.stringify(dehydrate(queryClient)));
  return { html, readsScript: `<script type="application/json" id="${firstReadsId}">${state}</script>` };
}
