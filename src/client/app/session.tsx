// The signed-in user, resolved once from the session cookie and shared through TanStack Query.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { es } from '#shared/i18n/es.ts';
import { get, post } from '../lib/api.ts';
import { useNotice } from '../ui/notice-dialog.tsx';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
}

const sessionKey = ['session'] as const;

/** Also started by main.tsx before the router loads the first page, so both travel at once. */
export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: async () => {
    const data = await get<{ user: SessionUser } | null>('/api/auth/get-session');
    return data?.user ?? null;
  },
  staleTime: 5 * 60_000,
  retry: false,
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data ?? null, isLoading: query.isPending, isError: query.isError };
}

export function useSessionActions() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: sessionKey }), [queryClient]);
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
      await post('/api/auth/sign-out');
      queryClient.setQueryData(sessionKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      navigate('/login', { replace: true });
    } catch {
      notify('error', es.login.logoutError);
      setSigningOut(false);
    }
  }, [queryClient, navigate, notify]);
  return { signOut, signingOut };
}
