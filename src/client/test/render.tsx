// Test helpers for rendering a screen or a form the way app/start-app.tsx mounts the app (query client, toaster,
// router), and for answering its requests: only the outside world (fetch) is replaced.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../ui/toaster.tsx';

export interface RenderInAppOptions {
  /** The route the element is mounted on ('/recipe-editor'); other paths show a plain marker. */
  path?: string;
  /** Navigation state of the first entry, as another screen would have passed it. */
  state?: unknown;
  /** The address first shown when it is not `path` itself: its params filled in, or with a query string. */
  at?: string;
}

/** Renders `ui` at `path` inside the providers of app/start-app.tsx; returns the router to read where it went. */
export function renderInApp(ui: ReactNode, { path = '/', state, at }: RenderInAppOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [{ ...parsePath(at ?? path), state }] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** 'GET /api/me' → the JSON body answered with 200; a promise of it keeps the request waiting until it settles. */
export type FetchAnswers = Record<string, unknown>;

/**
 * Replaces the global fetch with one that answers exactly the listed requests (method and URL) with
 * JSON; any other request is recorded in `unexpected` and answered 500, so a test can assert none was made.
 */
export function stubFetch(answers: FetchAnswers = {}) {
  const requests: string[] = [];
  const unexpected: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = `${(init?.method ?? 'GET').toUpperCase()} ${url}`;
    requests.push(request);
    if (request in answers) {
      return new Response(JSON.stringify(await answers[request]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    unexpected.push(request);
    return new Response(JSON.stringify({ error: { code: 'UNEXPECTED', message: request } }), { status: 500 });
  });
  return { spy, requests, unexpected };
}
