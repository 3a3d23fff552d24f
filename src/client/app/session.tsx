// The signed-in user, resolved once from the session cookie and shared through TanStack Query.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { login } from '#shared/i18n/app.ts';
import { apiQuery, call, type CallResult } from '../lib/api.ts';
import { useToast } from '../ui/toaster.tsx';

/**
 * Also started by start-app.tsx before the router loads the first page, so both travel at once. With no network
 * it fails at once instead of waiting (TanStack's default pauses it), so offline mode opens the cooking
 * screens; useSessionOnReconnect asks again when the network returns.
 */
export const sessionQuery = {
  ...apiQuery('GET /api/auth/get-session'),
  staleTime: 5 * 60_000,
  retry: false,
  networkMode: 'always' as const,
  // A session that could not be asked (no network) has no data, so asking again on each mount would put it
  // back to "loading" and unmount every screen that just mounted, over and over: it is asked on reconnect.
  retryOnMount: false,
};

const userOf = (session: CallResult<'GET /api/auth/get-session'>) => session?.user ?? null;

export function useSession() {
  const query = useQuery({ ...sessionQuery, select: userOf });
  return { user: query.data ?? null, isLoading: query.isPending, isError: query.isError, isFetching: query.isFetching };
}

/**
 * Asks who is signed in again the moment the network returns, inside the 'online' event itself, so the
 * guards see the question under way instead of an unknown session they would send to /login.
 */
export function useSessionOnReconnect() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const askAgain = () => void queryClient.refetchQueries({ queryKey: sessionQuery.queryKey });
    window.addEventListener('online', askAgain);
    return () => window.removeEventListener('online', askAgain);
  }, [queryClient]);
}

export function useSessionActions() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }), [queryClient]);
  return { refresh };
}

/** Sign-out as every screen offers it: back to /login, or the SPEC §8 message when it fails. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useToast();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await call('POST /api/auth/sign-out');
      queryClient.setQueryData(sessionQuery.queryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQuery.queryKey[0] });
      navigate('/login', { replace: true });
    } catch {
      notify('error', login.logoutError);
      setSigningOut(false);
    }
  }, [queryClient, navigate, notify]);
  return { signOut, signingOut };
}
