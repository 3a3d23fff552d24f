// «Cuentas bloqueadas» on the own profile (issue 17): the cooks the viewer blocked, newest first, paged,
// each with «Desbloquear».
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useId } from 'react';
import { moderation as t } from '#shared/i18n/moderation.ts';
import { apiPagesQuery, apiRouteEntries, call, refusalOr } from '../../lib/api.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-state.tsx';
import { useToast } from '../../ui/toaster.tsx';

export const blockedQuery = apiPagesQuery('GET /api/me/blocks');

/** «Desbloquear»: the lists that left out this cook's content are read again. */
export function useUnblock() {
  const queryClient = useQueryClient();
  const notify = useToast();
  return useMutation({
    mutationFn: (user: { id: string; name: string }) => call('DELETE /api/users/:id/block', { params: { id: user.id } }),
    onSuccess: (_answer, user) => {
      notify('success', t.block.unblocked(user.name));
      for (const key of ['GET /api/me/blocks', 'GET /api/users/:id', 'GET /api/posts', 'GET /api/recipes'] as const) void queryClient.invalidateQueries(apiRouteEntries(key));
    },
    onError: (error) => notify('error', refusalOr(error, t.screens.unblockError)),
  });
}

export function BlockedAccounts() {
  const query = useInfiniteQuery(blockedQuery);
  const unblock = useUnblock();
  const titleId = useId();
  const users = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={titleId} className="rounded-blob border-2 border-crust bg-white p-4 shadow-pop sm:p-5">
      <h2 id={titleId} className="flex items-center gap-2 font-display text-2xl font-bold">
        <Ban className="size-6 text-tomato" aria-hidden="true" />
        {t.block.listTitle}
      </h2>
      {query.isPending ? (
        <p role="status" className="mt-3 text-ink-soft">
          {t.screens.loading}
        </p>
      ) : query.isError ? (
        <div className="mt-3">
          <LoadFailed message={t.screens.loadError} retryLabel={t.screens.retry} onRetry={() => void query.refetch()} />
        </div>
      ) : users.length === 0 ? (
        <p className="mt-3 text-ink-soft">{t.block.listEmpty}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {users.map((user) => (
            <li key={user.id} className="flex items-center gap-3 rounded-2xl bg-cream p-2 pr-3">
              <Avatar name={user.username} url={user.profilePictureUrl} />
              <span className="min-w-0 flex-1 truncate font-display font-bold">{user.username}</span>
              <Button
                variant="secondary"
                aria-label={t.screens.unblockName(user.username)}
                disabled={unblock.isPending && unblock.variables?.id === user.id}
                onClick={() => unblock.mutate({ id: user.id, name: user.username })}
              >
                {t.block.unblock}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button variant="ghost" className="mt-3 w-full" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? t.screens.loadingMore : t.screens.loadMore}
        </Button>
      ) : null}
    </section>
  );
}
