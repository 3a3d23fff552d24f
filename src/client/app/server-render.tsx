// A first screen drawn on the server (docs/decisions/014): the same routes, providers and components as in the
// browser, drawn from the reads the server made for this request, so the page's first paint already shows the
// screen instead of the loading screen. The browser then takes it over (start-app.tsx) from the same reads.
// Built apart for Node (npm run build: dist/ssr), and loaded by the server (server/http/first-screen.ts).
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ApiRoute } from '#shared/contract/api.ts';
import { apiQueryKey } from '../lib/api.ts';
import { AppProviders, createAppQueryClient } from './app-providers.tsx';
import { firstReadsId } from './drawn-screen.ts';
import { routes } from './router.tsx';

export interface DrawnScreen {
  /** The markup that goes inside #root. */
  html: string;
  /** The script that carries the reads, to place after #root. */
  readsScript: string;
}

/** JSON that cannot end the script it sits in (a name with `</script>`, say) nor break a line of JavaScript. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * Draws the screen at `url` (path and query) from `reads`, each GET route's answer by its key. The reads are
 * marked as old: once the browser has the screen, it asks again for those a screen asks again for (the session),
 * as if it had drawn the screen itself. Null when the address leads elsewhere (a redirect).
 */
export async function renderFirstScreen(url: string, reads: Partial<Record<ApiRoute['key'], unknown>>): Promise<DrawnScreen | null> {
  const queryClient = createAppQueryClient();
  for (const [key, answer] of Object.entries(reads)) queryClient.setQueryData(apiQueryKey(key as ApiRoute['key']), answer, { updatedAt: 0 });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://sazon.invalid')));
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
