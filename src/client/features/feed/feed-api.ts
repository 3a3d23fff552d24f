// The feed in the TanStack Query cache: the paged list, each post's comments, and the small patches
// that live messages and the viewer's own actions make to them.
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { Post } from '#shared/contract/feed.ts';
import { ApiError, apiPagesQuery, call } from '../../lib/api.ts';

export const feedQuery = apiPagesQuery('GET /api/posts');
export const commentsQuery = (postId: string) => apiPagesQuery('GET /api/posts/:id/comments', { params: { id: postId } });

export const useFeed = () => useInfiniteQuery(feedQuery);

export const useComments = (postId: string) => useInfiniteQuery(commentsQuery(postId));

/**
 * Stops feed reads in flight. A read that started before the viewer's change was written would, on
 * landing, put the old state back over it (TanStack keeps the cached pages of a cancelled read).
 */
const settleFeedReads = (queryClient: QueryClient) => queryClient.cancelQueries({ queryKey: feedQuery.queryKey });

/** A change the viewer makes to the cached feed, shown before the server has it. */
interface OptimisticChange<Answer> {
  /** Shows the change in the cache. */
  show: () => void;
  send: () => Promise<Answer>;
  /** Puts the server's answer in the cache. */
  apply: (answer: Answer) => void;
  /** The call failed: undoes the change and tells the cook. */
  rollBack: (error: unknown) => void | Promise<void>;
}

/**
 * Shows a change at once, sends it and applies the server's answer, or rolls it back when the call
 * fails. Feed reads in flight are settled before the change is shown and again before the answer is
 * applied, so a read that started earlier never puts the old state back over it.
 */
export async function changeFeedOptimistically<Answer>(queryClient: QueryClient, change: OptimisticChange<Answer>) {
  await settleFeedReads(queryClient);
  change.show();
  try {
    const answer = await change.send();
    await settleFeedReads(queryClient);
    change.apply(answer);
  } catch (error) {
    await change.rollBack(error);
  }
}

/** Rewrites the cached posts: return the post changed, or null to drop it. */
export function updatePosts(queryClient: QueryClient, change: (post: Post) => Post | null) {
  queryClient.setQueryData(feedQuery.queryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.flatMap((post) => {
              const next = change(post);
              return next ? [next] : [];
            }),
          })),
        }
      : data,
  );
}

export const patchPost = (queryClient: QueryClient, postId: string, patch: Partial<Post>) =>
  updatePosts(queryClient, (post) => (post.id === postId ? { ...post, ...patch } : post));

export const removePost = (queryClient: QueryClient, postId: string) => updatePosts(queryClient, (post) => (post.id === postId ? null : post));

/** Puts a post at the top of the feed (once), or refreshes it where it already is. */
export function upsertPost(queryClient: QueryClient, fresh: Post) {
  queryClient.setQueryData(feedQuery.queryKey, (data) => {
    if (!data) return data;
    const present = data.pages.some((page) => page.items.some((post) => post.id === fresh.id));
    const pages = present
      ? data.pages.map((page) => ({ ...page, items: page.items.map((post) => (post.id === fresh.id ? fresh : post)) }))
      : data.pages.map((page, index) => (index === 0 ? { ...page, items: [fresh, ...page.items] } : page));
    return { ...data, pages };
  });
}

/** Fetches one post again and puts it in the cache; a post that is gone leaves the feed. */
export async function refreshPost(queryClient: QueryClient, postId: string, { addIfMissing = false } = {}) {
  try {
    const fresh = await call('GET /api/posts/:id', { params: { id: postId } });
    if (addIfMissing) upsertPost(queryClient, fresh);
    else patchPost(queryClient, postId, fresh);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) removePost(queryClient, postId);
  }
}

/**
 * What to tell the cook when a call fails: the server's own Spanish message when it explains the
 * refusal (not signed in, not allowed, bad input, gone), otherwise the SPEC §8 message of the action.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) return error.message;
  return fallback;
}
