// The viewer's profile in the query cache: read from GET /api/me, written by PATCH /api/me.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '#shared/contract/profile.ts';
import { get, patch } from '../../lib/api.ts';

export const profileKey = ['me'] as const;
export const favoritePostsKey = [...profileKey, 'favorite-posts'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => get<Profile>('/api/me'), retry: 1 });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => patch<Profile>('/api/me', changes),
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}
