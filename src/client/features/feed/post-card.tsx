// One post of the feed: author, time, text, photo, linked recipe, and the toggles (like, comments,
// favourite, follow). The owner's '⋯' menu edits and deletes (the server checks ownership again); on
// another cook's post it reports or blocks (issue 17).
import { useQueryClient } from '@tanstack/react-query';
import { Bookmark, Heart, MessageCircle, UserCheck, UserPlus } from 'lucide-react';
import { lazy, memo, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Post } from '#shared/contract/feed.ts';
import { feed as t } from '#shared/i18n/feed.ts';
import { moderation } from '#shared/i18n/moderation.ts';
import { apiRouteEntries, call } from '../../lib/api.ts';
import { useTakenOver } from '../../lib/taken-over.ts';
import { useToast } from '../../ui/toaster.tsx';
import { UnderReview } from '../../ui/under-review.tsx';
import { BlockDialog, ContentMenu, ReportDialog } from '../../ui/community-actions.tsx';
import { AuthorAvatar } from './author-avatar.tsx';
import { ClampedText } from './clamped-text.tsx';
import { changeFeedOptimistically, failureMessage, feedQuery, patchPost, refreshPost, removePost, updatePosts } from './feed-api.ts';
import { RecipeChip } from './recipe-chip.tsx';
import { PostTime } from './post-time.tsx';
import type { Clock } from './relative-time.ts';

// The owner's menu and the delete confirmation bring the menu and dialog libraries: they load with the
// first post of the cook's own, or the first «Eliminar», not with the feed. The comments and the edit form
// load with the first tap that opens them.
const OwnerMenu = lazy(async () => ({ default: (await import('./owner-menu.tsx')).OwnerMenu }));
const ConfirmDialog = lazy(async () => ({ default: (await import('../../ui/confirm-dialog.tsx')).ConfirmDialog }));
const PostComments = lazy(async () => ({ default: (await import('./post-comments.tsx')).PostComments }));
const PostEditForm = lazy(async () => ({ default: (await import('./post-edit-form.tsx')).PostEditForm }));
/** Holds the menu button's place while its code loads, so the header does not move. */
const ownerMenuPlace = <span className="size-11 shrink-0" aria-hidden="true" />;

export interface PostCardProps {
  post: Post;
  viewerId: string | null;
  clock: Clock;
  commentsOpen: boolean;
  onToggleComments: (postId: string) => void;
  /** The feed's first post: its photo, the screen's largest picture, is asked for with the page (not lazily, last). */
  priority?: boolean;
}

const toggle = 'inline-flex min-h-11 items-center gap-2 rounded-2xl px-3 font-display font-semibold transition active:scale-95';

/** Runs one toggle at a time per button, so a double click sends a single request. */
function useOneAtATime() {
  const running = useRef(false);
  return async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    try {
      await work();
    } finally {
      running.current = false;
    }
  };
}

/** Memoized: the feed draws its posts step by step, and each step would otherwise draw every post above it again. */
export const PostCard = memo(function PostCard({ post, viewerId, clock, commentsOpen, onToggleComments, priority = false }: PostCardProps) {
  const queryClient = useQueryClient();
  const notify = useToast();
  const textId = useId();
  const commentsId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const likeOnce = useOneAtATime();
  const favoriteOnce = useOneAtATime();
  const followOnce = useOneAtATime();
  const mine = viewerId === post.userId;
  // A drawn feed holds the owner's menu's place until the browser takes it over: the server cannot wait for
  // its code (renderToString draws a Suspense fallback, which the browser would report and draw anew).
  const takenOver = useTakenOver();

  /** A failed like or save: the cook is told why and the post shows what the server has. */
  const restorePost = (fallback: string) => async (error: unknown) => {
    notify('error', failureMessage(error, fallback));
    await refreshPost(queryClient, post.id);
  };

  const toggleLike = () =>
    likeOnce(() => {
      const liked = !post.likedByMe;
      return changeFeedOptimistically(queryClient, {
        show: () => patchPost(queryClient, post.id, { likedByMe: liked, likesCount: Math.max(0, post.likesCount + (liked ? 1 : -1)) }),
        send: () => call(liked ? 'PUT /api/posts/:id/like' : 'DELETE /api/posts/:id/like', { params: { id: post.id } }),
        apply: (state) => patchPost(queryClient, post.id, state),
        rollBack: restorePost(t.errors.like),
      });
    });

  const toggleFavorite = () =>
    favoriteOnce(() => {
      const favorite = !post.favoriteByMe;
      return changeFeedOptimistically(queryClient, {
        show: () => patchPost(queryClient, post.id, { favoriteByMe: favorite }),
        send: () => call(favorite ? 'PUT /api/posts/:id/favorite' : 'DELETE /api/posts/:id/favorite', { params: { id: post.id } }),
        apply: (state) => patchPost(queryClient, post.id, state),
        rollBack: restorePost(t.errors.favorite),
      });
    });

  const toggleFollow = () =>
    followOnce(() => {
      const follow = !post.followingAuthor;
      const setFollowing = (value: boolean) =>
        updatePosts(queryClient, (other) => (other.userId === post.userId ? { ...other, followingAuthor: value } : other));
      return changeFeedOptimistically(queryClient, {
        show: () => setFollowing(follow),
        send: () => call(follow ? 'PUT /api/users/:id/follow' : 'DELETE /api/users/:id/follow', { params: { id: post.userId } }),
        apply: () => setFollowing(follow),
        rollBack: (error) => {
          setFollowing(!follow);
          notify('error', failureMessage(error, t.errors.follow));
        },
      });
    });

  /** Blocked: every post of theirs leaves the feed at once, and the feed and open comments are read again. */
  function onBlocked() {
    updatePosts(queryClient, (other) => (other.userId === post.userId ? null : other));
    void queryClient.invalidateQueries(feedQuery);
    void queryClient.invalidateQueries(apiRouteEntries('GET /api/posts/:id/comments'));
  }

  async function confirmDelete() {
    setDeleting(true);
    try {
      await call('DELETE /api/posts/:id', { params: { id: post.id } });
      setConfirming(false);
      removePost(queryClient, post.id);
    } catch (error) {
      setConfirming(false);
      notify('error', failureMessage(error, t.errors.delete));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <article aria-labelledby={`${textId}-author`} className="rounded-blob border-2 border-crust bg-white p-4 shadow-pop animate-pop-in sm:p-5">
      <header className="flex items-center gap-3">
        {/* Picture, name and time are one big target that opens the cook's profile. */}
        <Link to={mine ? '/profile' : `/users/${post.userId}`} className="group flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-2xl">
          {/* Decorative: the name is written right beside it. */}
          <AuthorAvatar name={post.userName} url={post.profilePictureUrl} alt="" />
          <div className="min-w-0 flex-1">
            <h3 id={`${textId}-author`} className="truncate font-display text-lg font-bold leading-tight group-hover:text-paprika-dark group-hover:underline">
              {post.userName}
            </h3>
            <PostTime iso={post.timestamp} clock={clock} className="text-sm text-ink-soft" />
          </div>
        </Link>
        {viewerId && !mine ? (
          <button
            type="button"
            onClick={() => void toggleFollow()}
            className={`${toggle} text-sm ${post.followingAuthor ? 'bg-herb-soft text-herb' : 'bg-paprika-dark text-white shadow-sm hover:bg-chili'}`}
          >
            {post.followingAuthor ? <UserCheck className="size-4" aria-hidden="true" /> : <UserPlus className="size-4" aria-hidden="true" />}
            {post.followingAuthor ? t.post.following : t.post.follow}
          </button>
        ) : null}
        {mine ? (
          takenOver ? (
            <Suspense fallback={ownerMenuPlace}>
              <OwnerMenu onEdit={() => setEditing(true)} onDelete={() => setConfirming(true)} />
            </Suspense>
          ) : (
            ownerMenuPlace
          )
        ) : viewerId ? (
          <ContentMenu label={moderation.screens.postActions} onReport={() => setReporting(true)} onBlock={() => setBlocking(true)} />
        ) : null}
      </header>

      <div className="mt-3 flex flex-col gap-3">
        {post.underReview ? <UnderReview /> : null}
        {editing ? (
          <Suspense fallback={null}>
            <PostEditForm post={post} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          <>
            {post.text ? <ClampedText id={textId} text={post.text} /> : null}
            {post.imageUrl ? (
              <img
                src={post.imageUrl}
                alt={t.post.imageAlt(post.userName)}
                loading={priority ? 'eager' : 'lazy'}
                fetchPriority={priority ? 'high' : undefined}
                className="max-h-[28rem] w-full rounded-2xl border-2 border-crust bg-crust object-cover"
              />
            ) : null}
          </>
        )}
        {post.recipe ? (
          <div className="flex">
            <RecipeChip recipe={post.recipe} />
          </div>
        ) : null}
      </div>

      <footer className="mt-3 flex flex-wrap items-center gap-1 border-t-2 border-dashed border-crust pt-2">
        <button
          type="button"
          onClick={() => void toggleLike()}
          aria-pressed={post.likedByMe}
          className={`${toggle} ${post.likedByMe ? 'bg-rose-100 text-chili' : 'text-ink hover:bg-crust'}`}
        >
          <Heart className={`size-5 ${post.likedByMe ? 'fill-current' : ''}`} aria-hidden="true" />
          <span>
            {post.likesCount}
            <span className="max-sm:sr-only"> {t.post.like}</span>
          </span>
        </button>
        <button
          type="button"
          onClick={() => onToggleComments(post.id)}
          aria-expanded={commentsOpen}
          aria-controls={commentsOpen ? commentsId : undefined}
          className={`${toggle} ${commentsOpen ? 'bg-crust' : 'hover:bg-crust'}`}
        >
          <MessageCircle className="size-5" aria-hidden="true" />
          {t.post.comments(post.commentsCount)}
        </button>
        <button
          type="button"
          onClick={() => void toggleFavorite()}
          aria-pressed={post.favoriteByMe}
          aria-label={t.post.favorite}
          title={post.favoriteByMe ? t.post.unfavorite : t.post.favorite}
          className={`${toggle} ml-auto ${post.favoriteByMe ? 'bg-amber-100 text-paprika-dark' : 'text-ink hover:bg-crust'}`}
        >
          <Bookmark className={`size-5 ${post.favoriteByMe ? 'fill-current' : ''}`} aria-hidden="true" />
        </button>
      </footer>

      {commentsOpen ? (
        <Suspense fallback={null}>
          <PostComments postId={post.id} id={commentsId} clock={clock} />
        </Suspense>
      ) : null}

      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog open message={t.post.confirmDelete} busy={deleting} onConfirm={() => void confirmDelete()} onCancel={() => setConfirming(false)} />
        </Suspense>
      ) : null}
      {reporting ? (
        <ReportDialog target={{ targetType: 'post', targetId: post.id }} onClose={() => setReporting(false)} />
      ) : null}
      {blocking ? (
        <BlockDialog user={{ id: post.userId, name: post.userName }} onBlocked={onBlocked} onClose={() => setBlocking(false)} />
      ) : null}
    </article>
  );
});
