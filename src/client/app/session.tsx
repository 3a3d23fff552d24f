// The signed-in user, resolved once from the session cookie and shared through TanStack Query.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { es } from '#shared/i18n/es.ts';
import { apiQuery, call, type CallResult } from '../lib/api.ts';
import { useNotice } from '../ui/notice-dialog.tsx';

/** Also started by main.tsx before the router loads the first page, so both travel at once. */
export const sessionQuery = { ...apiQuery('GET /api/auth/get-session'), staleTime: 5 * 60_000, retry: false };

const userOf = (session: CallResult<'GET /api/auth/get-session'>) => session?.user ?? null;

export function useSession() {
  const query = useQuery({ ...sessionQuery, select: userOf });
  return { user: query.data ?? null, isLoading: query.isPending, isError: query.isError };
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
  const notify = useNotice();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await call('POST /api/auth/sign-out');
      queryClient.setQueryData(sessionQuery.queryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQuery.queryKey[0] });
      navigate('/login', { replace: true });
    } catch {
      notify('error', es.login.logoutError);
      setSigningOut(false);
    }
  }, [queryClient, navigate, notify]);
  return { signOut, signingOut };
}
