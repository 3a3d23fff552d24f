// The viewer's profile in the query cache: read from GET /api/me, written by PATCH /api/me; and the posts they saved.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '#shared/contract/profile.ts';
import { apiPagesQuery, apiQuery, call } from '../../lib/api.ts';

export const profileQuery = apiQuery('GET /api/me');
export const favoritePostsQuery = apiPagesQuery('GET /api/me/favorite-posts');

export function useProfile() {
  return useQuery({ ...profileQuery, retry: 1 });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => call('PATCH /api/me', { body: changes }),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
  });
}
