// /feed: the community (SPEC §2). Posts newest first with infinite scroll, kept live through the
// 'feed' topic and the topics of the posts whose comments are open.
import { useQueryClient } from '@tanstack/react-query';
import { CookingPot } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FeedLiveMessage, PostLiveMessage } from '#shared/contract/feed.ts';
import { liveResync, type LiveMessage, feedTopic, postTopic } from '#shared/contract/live.ts';
import type { FromRecipeState } from '#shared/contract/navigation.ts';
import { feed as t } from '#shared/i18n/feed.ts';
import { useSession } from '../../app/session.tsx';
import { useLive } from '../../lib/live.ts';
import { useTakenOver } from '../../lib/taken-over.ts';
import { useStagedPages } from '../../lib/staged-list.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-state.tsx';
import { Page } from '../../ui/page.tsx';
import { useFailureToast } from '../../ui/toaster.tsx';
import { Composer } from './composer.tsx';
import { commentsQuery, feedQuery, patchPost, refreshPost, removePost, useFeed } from './feed-api.ts';
import { PostCard } from './post-card.tsx';
import type { Clock } from './relative-time.ts';

// /api/live takes at most 20 topics: the feed plus the posts whose comments are open.
const maxPostTopics = 19;
/**
 * Posts drawn with the first paint, and in each step after (lib/staged-list.ts). One: a post's commit and
 * layout (photo frame, clamped text measured) is the feed's longest task; three at a time made tasks of
 * 12–16 ms here, ten times that on a slow phone (Lighthouse ×12, 5 cold runs: TBT 350 → 167 ms).
 */
const firstPostsDrawn = 1;

/**
 * What the feed's times are told against. On a feed the server drew, and while the browser takes it over: the
 * moment its posts were read, dates in UTC, so both sides draw the same text (the server knows neither the
 * cook's clock nor zone). Then this device's clock, ticking every half minute so 'hace 5 min' stays true.
 */
function useClock(drawnAt: number, takenOver: boolean): Clock {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => (takenOver ? { now } : { now: drawnAt, utc: true }), [takenOver, now, drawnAt]);
}

export function FeedPage() {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const feed = useFeed();
  const takenOver = useTakenOver();
  const clock = useClock(feed.dataUpdatedAt, takenOver);
  const [openComments, setOpenComments] = useState<string[]>([]);
  // The server drew the composer blank: a finished recipe (history state, kept across a reload) fills it once
  // the browser has taken the screen over.
  const fromRecipe = takenOver ? ((location.state as Partial<FromRecipeState> | null)?.fromRecipe ?? null) : null;

  const onLive = useCallback(
    (message: LiveMessage) => {
      if (message.type === liveResync) {
        const postId = message.topic.startsWith('post:') ? message.topic.slice('post:'.length) : null;
        // A read already under way (the next page as the cook scrolls) is kept rather than cancelled.
        void queryClient.invalidateQueries(postId ? commentsQuery(postId) : feedQuery, { cancelRefetch: false });
        return;
      }
      if (message.topic !== feedTopic) {
        // comment.created, and comment.hidden / comment.restored when reports hide one or a moderator shows it again.
        const event = message as unknown as Omit<PostLiveMessage, 'type'> & { type: string };
        if (event.type.startsWith('comment.')) void queryClient.invalidateQueries(commentsQuery(event.postId));
        return;
      }
      // Reports hid a post (ids only): read again, it leaves the feed for everyone but its author, who
      // gets it «En revisión». One shown again may belong anywhere in the order: the feed is read again.
      if (message.type === 'post.hidden' && typeof message.postId === 'string') {
        void refreshPost(queryClient, message.postId);
        return;
      }
      if (message.type === 'post.restored') {
        void queryClient.invalidateQueries(feedQuery, { cancelRefetch: false });
        return;
      }
      const event = message as unknown as FeedLiveMessage;
      if (event.type === 'post.created') void refreshPost(queryClient, event.postId, { addIfMissing: true });
      else if (event.type === 'post.updated') void refreshPost(queryClient, event.postId);
      else if (event.type === 'post.deleted') removePost(queryClient, event.postId);
      else if (event.type === 'post.liked') patchPost(queryClient, event.postId, { likesCount: event.likesCount });
      else if (event.type === 'post.commented') patchPost(queryClient, event.postId, { commentsCount: event.commentsCount });
    },
    [queryClient],
  );
  useLive([feedTopic, ...openComments.slice(-maxPostTopics).map(postTopic)], onLive);

  useFailureToast(feed, t.loadError);

  // The posts are built in the background and drawn in steps (lib/staged-list.ts), as the book's grid is.
  const { items: posts, shown, building, allDrawn, sentinel } = useStagedPages(feed, firstPostsDrawn);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  // Stable, as the clock between ticks: a post's card draws again only when its own props change (PostCard is
  // memoized), not for every post added below it as the feed is drawn step by step.
  const toggleComments = useCallback(
    (postId: string) => setOpenComments((open) => (open.includes(postId) ? open.filter((id) => id !== postId) : [...open, postId])),
    [],
  );

  // Once published, the finished recipe no longer prefills the composer (not even after a reload).
  const onPublished = () => {
    if (fromRecipe) navigate(location.pathname, { replace: true, state: null });
  };


  return (
    <Page title={t.title} subtitle={t.subtitle} back={{ to: '/menu', label: t.back }}>
      <div className="flex flex-col gap-6">
        <Composer key={fromRecipe?.id ?? 'blank'} fromRecipe={fromRecipe} onPublished={onPublished} />

        {building ? (
          <p role="status" className="text-center font-display text-lg font-semibold text-ink-soft">
            {t.loading}
          </p>
        ) : feed.isError ? (
          <LoadFailed message={t.loadError} retryLabel={t.retry} onRetry={() => void feed.refetch()} centered />
        ) : posts.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-blob border-2 border-dashed border-crust bg-white/80 p-8 text-center">
            <CookingPot className="size-14 text-paprika animate-float" aria-hidden="true" />
            <p className="text-lg font-semibold text-ink-soft">{t.empty}</p>
          </div>
        ) : (
          <ul aria-label={t.post.listLabel} className="flex flex-col gap-5">
            {shown.map((post, index) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  viewerId={user?.id ?? null}
                  clock={clock}
                  commentsOpen={openComments.includes(post.id)}
                  onToggleComments={toggleComments}
                  priority={index === 0}
                />
              </li>
            ))}
          </ul>
        )}

        <div ref={sentinel} aria-hidden="true" />
        {hasNextPage && allDrawn ? (
          <Button variant="secondary" className="self-center" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t.loadingMore : t.loadMore}
          </Button>
        ) : null}
      </div>
    </Page>
  );
}
