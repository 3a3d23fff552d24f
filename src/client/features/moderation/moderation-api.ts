// The moderation queue, the signed-in cook's notices and whether they moderate, in the query cache.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportedItem } from '#shared/contract/moderation.ts';
import { apiPagesQuery, apiQuery, call } from '../../lib/api.ts';

/** GET /api/me: the same cache entry the profile reads; `moderator` says who sees «Moderación». */
const meQuery = apiQuery('GET /api/me');
export const queueQuery = apiPagesQuery('GET /api/moderation/reports');
export const noticesQuery = apiQuery('GET /api/me/notices');

export function useIsModerator() {
  const query = useQuery({ ...meQuery, staleTime: 60_000 });
  return { moderator: query.data?.moderator === true, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}

export const useQueue = (enabled: boolean) => useInfiniteQuery({ ...queueQuery, enabled });

const sameItem = (a: Pick<ReportedItem, 'targetType' | 'targetId'>, b: Pick<ReportedItem, 'targetType' | 'targetId'>) =>
  a.targetType === b.targetType && a.targetId === b.targetId;

/** «Restaurar» or «Eliminar»: on success the item leaves the queue at once. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, action }: { item: ReportedItem; action: 'restore' | 'remove' }) =>
      call('POST /api/moderation/reports/:targetType/:targetId', { params: { targetType: item.targetType, targetId: item.targetId }, body: { action } }),
    onSuccess: (_answer, { item }) =>
      queryClient.setQueryData(queueQuery.queryKey, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((other) => !sameItem(other, item)) })) } : data,
      ),
  });
}

/** The notices waiting for this cook, asked once per visit. */
export const useNotices = () => useQuery({ ...noticesQuery, staleTime: Infinity, retry: false });

/** «Entendido»: the notice is read; it leaves the cache even if the call failed, and comes back next visit. */
export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/me/notices/:id', { params: { id } }),
    onSettled: (_answer, _error, id) =>
      queryClient.setQueryData(noticesQuery.queryKey, (data) => (data ? { items: data.items.filter((notice) => notice.id !== id) } : data)),
  });
}
