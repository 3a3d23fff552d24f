// The app itself: the query cache, the router and the first render. main.tsx loads this module once React
// is ready, and calls startApp in a task of its own.
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { whenPageSettles } from '../lib/page-settled.ts';
import { registerServiceWorker } from '../lib/service-worker.ts';
import { nextTask } from '../lib/short-tasks.ts';
import { AppProviders, createAppQueryClient } from './app-providers.tsx';
import { readsOfDrawnScreen } from './drawn-screen.ts';
import { createAppRouter } from './router.tsx';
import { sessionQuery } from './session.tsx';

/** How long the first render waits for the session's answer at most: a stalled network still gets the shell. */
export const sessionWaitMs = 1000;

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the first page's code, so the first render is that page. */
const firstPageLoaded = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/** Starts the app in three tasks, so none is long on a slow phone. */
export async function startApp(root: HTMLElement) {
  const queryClient = createAppQueryClient();
  // A screen the server drew came with the reads it was drawn from (the session among them).
  const drawnReads = readsOfDrawnScreen();
  if (drawnReads) hydrate(queryClient, drawnReads);
  // Who is signed in is asked while the router still fetches the first page's code, not after it.
  const sessionKnown = drawnReads ? null : queryClient.prefetchQuery(sessionQuery);

  // Once the first screen has loaded (SPEC §2 asks for registration on load): the worker's install downloads
  // the whole app for offline use, which must not share a slow link with the first screen. boot.js starts
  // this code after the first paint, possibly after the load event itself, so this waits for the page to
  // settle instead.
  void whenPageSettles().then(registerServiceWorker);

  await nextTask();
  // Ranking the routes, matching the address and starting its page's code: 5–15 ms on a fast machine, the
  // first time these functions run, so a task of its own.
  const router = createAppRouter();
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (!sessionKnown) {
    // The browser takes the drawn screen over as it is, keeping its nodes: its first render must be that
    // screen, not the router's loading screen while the page's code arrives. In a transition, React does it in
    // short slices; otherwise it is one task (the menu's: ~300 ms of blocking time at Lighthouse's ×12).
    await firstPageLoaded(router);
    await nextTask();
    startTransition(() => void hydrateRoot(root, app));
    return;
  }
  // The first render waits for who is signed in (the guards show the loading screen until then anyway). An
  // answer arriving while the render is under way is a store update, which React draws at once, outside the
  // transition: the screen was drawn again in one long task. Cold, 6 runs each: 11–14 % less blocking time.
  await Promise.race([sessionKnown, new Promise((resolve) => setTimeout(resolve, sessionWaitMs))]);
  await nextTask();
  const reactRoot = createRoot(root);
  // A transition, so React builds the first screen in short slices (a slow phone stays responsive, no long
  // task); the HTML's loading screen stays until it is ready.
  startTransition(() => reactRoot.render(app));
}
