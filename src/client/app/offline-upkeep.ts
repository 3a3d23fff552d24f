// Mounted by the access guards: while a cook is signed in and online (at start, at sign-in and at every
// reconnection) the cooks finished offline are sent and the recipes kept for cooking offline are brought up
// to date, in the background and in a worker of its own (lib/offline-upkeep.worker.ts), never before the first
// screen. Who is signed in is asked again on reconnection by the app shell (useSessionOnReconnect).
import { useEffect } from 'react';
import { forgetOfflineCook, rememberOfflineCook } from '../lib/offline-cook.ts';
import { whenBackgroundTime } from '../lib/page-settled.ts';
import { warmImages } from '../lib/warm-images.ts';
import { useSession } from './session.tsx';

/** The upkeep under way: a reconnection while it runs does not start a second one. */
let running: Promise<void> | null = null;

const upkeepInThisPage = (userId: string) => import('../lib/offline-catalogue.ts').then((store) => store.offlineUpkeep(userId));

/**
 * Runs the upkeep in a worker, or in this page where the browser has no module workers (none at all, or one
 * that cannot start the worker's code); answers the images to keep.
 */
function runUpkeep(userId: string): Promise<string[]> {
  if (typeof Worker === 'undefined') return upkeepInThisPage(userId);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('../lib/offline-upkeep.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<string[]>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(upkeepInThisPage(userId));
    };
    worker.postMessage(userId);
  });
}

export function useOfflineUpkeep(): void {
  const { user, isLoading, isError } = useSession();
  const userId = user?.id ?? null;
  // The server answered that nobody is signed in (not merely unreachable).
  const signedOut = !userId && !isLoading && !isError;

  useEffect(() => {
    if (signedOut) forgetOfflineCook();
  }, [signedOut]);

  useEffect(() => {
    if (!userId) return;
    rememberOfflineCook(userId);
    let mounted = true;
    const upkeep = () => {
      if (!navigator.onLine || running) return;
      running = runUpkeep(userId)
        .then(warmImages)
        .catch((error: unknown) => console.warn('No se pudo preparar el modo sin conexión', error))
        .finally(() => {
          running = null;
        });
    };
    // Background work: the screen the cook opened loads and answers its first taps first.
    void whenBackgroundTime().then(() => mounted && upkeep());
    window.addEventListener('online', upkeep);
    return () => {
      mounted = false;
      window.removeEventListener('online', upkeep);
    };
  }, [userId]);
}
