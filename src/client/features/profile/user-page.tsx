// /users/:id: another cook's public profile (GET /api/users/:id), opened from a post's author: picture,
// name, bio, favourite cuisine, follow counters, «Seguir», and «Bloquear» / «Desbloquear» (issue 17).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, ChefHat, UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { feed } from '#shared/i18n/feed.ts';
import { moderation as t } from '#shared/i18n/moderation.ts';
import { profile } from '#shared/i18n/profile.ts';
import { useSession } from '../../app/session.tsx';
import { apiQuery, apiRouteEntries, call, refusalOr } from '../../lib/api.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button } from '../../ui/button.tsx';
import { Loading, LoadFailed } from '../../ui/load-state.tsx';
import { Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { BlockDialog } from '../../ui/community-actions.tsx';
import { useUnblock } from './blocked-accounts.tsx';

export function UserPage() {
  const { id = '' } = useParams();
  const { user: viewer } = useSession();
  const queryClient = useQueryClient();
  const notify = useToast();
  const userQuery = apiQuery('GET /api/users/:id', { params: { id } });
  const query = useQuery({ ...userQuery, retry: false });
  const unblock = useUnblock();
  const [blocking, setBlocking] = useState(false);
  const follow = useMutation({
    mutationFn: (next: boolean) => call(next ? 'PUT /api/users/:id/follow' : 'DELETE /api/users/:id/follow', { params: { id } }),
    onSuccess: (state) => {
      queryClient.setQueryData(userQuery.queryKey, (data) => (data ? { ...data, ...state } : data));
      void queryClient.invalidateQueries(apiRouteEntries('GET /api/posts'));
    },
    onError: (error) => notify('error', refusalOr(error, feed.errors.follow)),
  });

  if (viewer?.id === id) return <Navigate to="/profile" replace />;
  const back = { to: '/feed', label: t.screens.userBack };
  if (query.isPending) {
    return (
      <Page title={t.screens.userTitle} back={back}>
        <Loading label={t.screens.loading} />
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page title={t.screens.userTitle} back={back}>
        <LoadFailed message={refusalOr(query.error, t.screens.userLoadError)} retryLabel={t.screens.retry} onRetry={() => void query.refetch()} />
      </Page>
    );
  }
  const cook = query.data;
  const counters = [
    { label: t.screens.followers, value: cook.followersCount },
    { label: profile.counters.following, value: cook.followingCount },
  ];
  /** Blocked: the profile says so, and the feed and book are read again without them. */
  const onBlocked = () => {
    queryClient.setQueryData(userQuery.queryKey, (data) => (data ? { ...data, blockedByMe: true, followedByMe: false } : data));
    for (const key of ['GET /api/users/:id', 'GET /api/posts', 'GET /api/recipes', 'GET /api/me/blocks'] as const) void queryClient.invalidateQueries(apiRouteEntries(key));
  };

  return (
    <Page title={t.screens.userTitle} back={back}>
      <section aria-label={t.screens.profileOf(cook.username)} className="overflow-hidden rounded-blob border-2 border-crust bg-white shadow-pop animate-pop-in">
        <div className="h-20 bg-sunset" aria-hidden="true" />
        <div className="flex flex-col items-center gap-3 px-5 pb-5 text-center sm:flex-row sm:items-start sm:text-left">
          <div className="-mt-14">
            <Avatar name={cook.username} url={cook.profilePictureUrl} size="lg" alt={t.screens.profileOf(cook.username)} />
          </div>
          <div className="flex min-w-0 flex-1 flex-col items-center gap-1 sm:items-start sm:pt-3">
            <h2 className="max-w-full break-words font-display text-3xl font-bold leading-tight">{cook.username}</h2>
            {cook.favoriteCuisine ? (
              <p className="inline-flex items-center gap-1.5 rounded-full bg-crust px-3 py-1 text-sm font-bold text-ink">
                <ChefHat className="size-4" aria-hidden="true" />
                <span className="sr-only">{profile.details.favoriteCuisine}:</span>
                {cook.favoriteCuisine}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-col gap-5 px-5 pb-5">
          {cook.bio ? <p className="whitespace-pre-line break-words text-lg text-ink-soft">{cook.bio}</p> : null}
          <dl className="grid grid-cols-2 gap-3">
            {counters.map((c) => (
              <div key={c.label} className="flex flex-col-reverse items-center rounded-2xl bg-gradient-to-b from-orange-100 to-amber-50 p-3 text-center text-paprika-dark">
                <dt className="text-sm font-bold text-ink-soft">{c.label}</dt>
                <dd className="font-display text-3xl font-bold">{c.value}</dd>
              </div>
            ))}
          </dl>
          {cook.blockedByMe ? (
            <p role="note" className="rounded-2xl bg-cream p-3 font-semibold text-ink">
              {t.screens.blockedNote}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {cook.blockedByMe ? null : (
              <Button
                variant={cook.followedByMe ? 'secondary' : 'primary'}
                size="lg"
                aria-pressed={cook.followedByMe}
                disabled={follow.isPending}
                onClick={() => follow.mutate(!cook.followedByMe)}
                icon={cook.followedByMe ? <UserCheck className="size-5" aria-hidden="true" /> : <UserPlus className="size-5" aria-hidden="true" />}
              >
                {cook.followedByMe ? feed.post.following : feed.post.follow}
              </Button>
            )}
            {cook.blockedByMe ? (
              <Button size="lg" variant="secondary" disabled={unblock.isPending} onClick={() => unblock.mutate({ id: cook.id, name: cook.username })}>
                {t.block.unblock}
              </Button>
            ) : (
              <Button size="lg" variant="ghost" className="text-tomato" onClick={() => setBlocking(true)} icon={<Ban className="size-5" aria-hidden="true" />}>
                {t.block.action}
              </Button>
            )}
          </div>
        </div>
      </section>
      {blocking ? (
        <BlockDialog user={{ id: cook.id, name: cook.username }} onBlocked={onBlocked} onClose={() => setBlocking(false)} />
      ) : null}
    </Page>
  );
}
