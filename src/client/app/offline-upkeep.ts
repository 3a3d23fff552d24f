// Mounted by the access guards: while a cook is signed in and online (at start, at sign-in and at every
// reconnection) the cooks finished offline are sent and the recipes kept for cooking offline are brought up
// to date, in the background; the store's code loads only then, never before the first screen.
import { useEffect } from 'react';
import { forgetOfflineCook, rememberOfflineCook } from '../lib/offline-cook.ts';
import { useSession, useSessionActions } from './session.tsx';

export function useOfflineUpkeep(): void {
  const { user, isLoading, isError } = useSession();
  const { refresh } = useSessionActions();
  const userId = user?.id ?? null;
  // The server answered that nobody is signed in (not merely unreachable).
  const signedOut = !userId && !isLoading && !isError;

  useEffect(() => {
    if (signedOut) forgetOfflineCook();
  }, [signedOut]);

  // Opened offline, the app could not ask who is signed in; it asks as soon as the connection returns
  // (TanStack Query does not on its own: it never saw the connection go). Listening from the first
  // render, not from the failed answer, so a connection back before that answer is not missed.
  useEffect(() => {
    if (userId) return;
    const ask = () => void refresh();
    window.addEventListener('online', ask);
    return () => window.removeEventListener('online', ask);
  }, [userId, refresh]);

  useEffect(() => {
    if (!userId) return;
    rememberOfflineCook(userId);
    const upkeep = () => {
      if (!navigator.onLine) return;
      import('../lib/offline-catalogue.ts')
        .then((store) => store.offlineUpkeep(userId))
        .catch((error: unknown) => console.warn('No se pudo preparar el modo sin conexión', error));
    };
    upkeep();
    window.addEventListener('online', upkeep);
    return () => window.removeEventListener('online', upkeep);
  }, [userId]);
}
