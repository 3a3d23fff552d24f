// A post's comments, oldest first, in a list of limited height that scrolls (SPEC §9), and the form
// to add one. New comments from anyone arrive through the page's live subscription. Another cook's
// comment has a '⋯' menu to report it (issue 17).
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { postLimits } from '#shared/domain/content-rules.ts';
import { feed as t } from '#shared/i18n/feed.ts';
import { useSession } from '../../app/session.tsx';
import { call } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/field.tsx';
import { useFailureToast, useToast } from '../../ui/toaster.tsx';
import { UnderReview } from '../../ui/under-review.tsx';
import { CommentMenu, ReportDialog } from '../../ui/community-actions.tsx';
import { AuthorAvatar } from './author-avatar.tsx';
import { commentsQuery, failureMessage, refreshPost, useComments } from './feed-api.ts';
import { PostTime } from './post-time.tsx';
import type { Clock } from './relative-time.ts';


export function PostComments({ postId, id, clock }: { postId: string; id: string; clock: Clock }) {
  const queryClient = useQueryClient();
  const notify = useToast();
  const query = useComments(postId);
  const inputId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [reporting, setReporting] = useState<string | null>(null);
  const { user } = useSession();
  const list = useRef<HTMLOListElement>(null);
  const comments = query.data?.pages.flatMap((page) => page.items) ?? [];
  const count = comments.length;

  useFailureToast(query, t.comments.loadError);

  // Keep the newest comment in view as comments arrive.
  useEffect(() => {
    const element = list.current;
    if (element && !query.hasNextPage) element.scrollTop = element.scrollHeight;
  }, [count, query.hasNextPage]);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!text.trim()) {
      notify('error', t.validation.commentEmpty);
      return;
    }
    setSending(true);
    try {
      await call('POST /api/posts/:id/comments', { params: { id: postId }, body: { text } });
      setText('');
      await Promise.all([queryClient.invalidateQueries(commentsQuery(postId)), refreshPost(queryClient, postId)]);
    } catch (error) {
      notify('error', failureMessage(error, t.comments.error));
    } finally {
      setSending(false);
    }
  }

  return (
    <section id={id} aria-label={t.comments.heading} className="mt-3 rounded-2xl bg-cream/80 p-3">
      {query.isPending ? (
        <p role="status" className="p-2 text-ink-soft">
          {t.comments.loading}
        </p>
      ) : count === 0 ? (
        <p className="p-2 text-ink-soft">{t.comments.empty}</p>
      ) : (
        <ol ref={list} tabIndex={0} aria-label={t.comments.heading} className="flex max-h-64 flex-col gap-2 overflow-y-auto overscroll-contain pr-1">
          {comments.map((comment) => (
            <li key={comment.id} className="flex gap-2">
              <AuthorAvatar name={comment.userName} url={null} alt="" small />
              <div className="min-w-0 flex-1 rounded-2xl bg-white px-3 py-2 shadow-sm">
                <div className="flex items-start gap-2">
                  <p className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
                    <span className="font-display font-bold">{comment.userName}</span>
                    <PostTime iso={comment.timestamp} clock={clock} className="text-xs text-ink-soft" />
                  </p>
                  <CommentMenu authorId={comment.userId} viewerId={user?.id ?? null} onReport={() => setReporting(comment.id)} />
                </div>
                {comment.underReview ? <UnderReview compact /> : null}
                <p className="whitespace-pre-wrap break-words">{comment.text}</p>
              </div>
            </li>
          ))}
          {query.hasNextPage ? (
            <li className="self-center">
              <Button variant="ghost" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {t.comments.loadMore}
              </Button>
            </li>
          ) : null}
        </ol>
      )}
      <form onSubmit={(event) => void send(event)} className="mt-3 flex items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="sr-only">
            {t.comments.label}
          </label>
          <input
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t.comments.placeholder}
            maxLength={postLimits.comment}
            className={inputClass}
            autoComplete="off"
          />
        </div>
        <Button type="submit" disabled={sending} icon={<Send className="size-4" aria-hidden="true" />}>
          {sending ? t.comments.sending : t.comments.send}
        </Button>
      </form>
      {reporting ? (
        <ReportDialog target={{ targetType: 'post-comment', targetId: reporting }} onClose={() => setReporting(null)} />
      ) : null}
    </section>
  );
}
