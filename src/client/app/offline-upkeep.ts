// Mounted by the access guards: while a cook is signed in and online (at start, at sign-in and at every
// reconnection) the cooks finished offline are sent and the recipes kept for cooking offline are brought up
// to date, in the background; the store's code loads only then, never before the first screen. Who is
// signed in is asked again on reconnection by the app shell (useSessionOnReconnect).
import { useEffect } from 'react';
import { forgetOfflineCook, rememberOfflineCook } from '../lib/offline-cook.ts';
import { whenBackgroundTime } from '../lib/page-settled.ts';
import { useSession } from './session.tsx';

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
      if (!navigator.onLine) return;
      import('../lib/offline-catalogue.ts')
        .then((store) => store.offlineUpkeep(userId))
        .catch((error: unknown) => console.warn('No se pudo preparar el modo sin conexión', error));
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
