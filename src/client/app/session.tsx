// The signed-in user, resolved once from the session cookie and shared through TanStack Query.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { get, post } from '../lib/api.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
}

const sessionKey = ['session'] as const;

export function useSession() {
  const query = useQuery({
    queryKey: sessionKey,
    queryFn: async () => {
      const data = await get<{ user: SessionUser } | null>('/api/auth/get-session');
      return data?.user ?? null;
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isPending, isError: query.isError };
}

export function useSessionActions() {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: sessionKey }), [queryClient]);
  const signOut = useCallback(async () => {
    await post('/api/auth/sign-out');
    queryClient.setQueryData(sessionKey, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
  }, [queryClient]);
  return { refresh, signOut };
}
