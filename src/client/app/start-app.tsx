// The app itself: the query cache, the router and the first render. main.tsx loads this module once React
// is ready, and calls startApp in a task of its own.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { whenPageSettles } from '../lib/page-settled.ts';
import { registerServiceWorker } from '../lib/service-worker.ts';
import { nextTask } from '../lib/short-tasks.ts';
import { ToastProvider } from '../ui/toaster.tsx';
import { createAppRouter } from './router.tsx';
import { sessionQuery } from './session.tsx';

/** How long the first render waits for the session's answer at most: a stalled network still gets the shell. */
export const sessionWaitMs = 1000;

/** Starts the app in three tasks, so none is long on a slow phone. */
export async function startApp(root: HTMLElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  // Who is signed in is asked while the router still fetches the first page's code, not after it.
  const sessionKnown = queryClient.prefetchQuery(sessionQuery);

  // Once the first screen has loaded (SPEC §2 asks for registration on load): the worker's install downloads
  // the whole app for offline use, which must not share a slow link with the first screen. boot.js starts
  // this code after the first paint, possibly after the load event itself, so this waits for the page to
  // settle instead.
  void whenPageSettles().then(registerServiceWorker);

  await nextTask();
  // Ranking the routes, matching the address and starting its page's code: 5–15 ms on a fast machine, the
  // first time these functions run, so a task of its own.
  const router = createAppRouter();
  // The first render waits for who is signed in (the guards show the loading screen until then anyway). An
  // answer arriving while the render is under way is a store update, which React draws at once, outside the
  // transition: the screen was drawn again in one long task. Cold, 6 runs each: 11–14 % less blocking time.
  await Promise.race([sessionKnown, new Promise((resolve) => setTimeout(resolve, sessionWaitMs))]);
  await nextTask();
  const reactRoot = createRoot(root);
  // A transition, so React builds the first screen in short slices (a slow phone stays responsive, no long
  // task); the HTML's loading screen stays until it is ready.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
