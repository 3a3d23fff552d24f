// A recipe's comments, oldest first, and the form to add one. New comments from anyone arrive live
// (the detail dialog refetches this list when the recipe's topic announces one). Another cook's comment
// has a '⋯' menu to report it, and its author sees «En revisión» while reports hide it (issue 17).
import { MessageCircle, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { commentMaxLength } from '#shared/domain/content-rules.ts';
import { es } from '#shared/i18n/es.ts';
import { useSession } from '../../app/session.tsx';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { useFailureToast, useToast } from '../../ui/toaster.tsx';
import { UnderReview } from '../../ui/under-review.tsx';
import { CommentMenu, ReportDialog } from '../../ui/community-actions.tsx';
import { useAddComment, useComments } from './recipes-api.ts';

const texts = es.recipes.comments;
const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

export function RecipeComments({ recipeId }: { recipeId: string }) {
  const id = useId();
  const notify = useToast();
  const comments = useComments(recipeId);
  const add = useAddComment(recipeId);
  const [draft, setDraft] = useState('');
  const [reporting, setReporting] = useState<string | null>(null);
  const { user } = useSession();
  const blank = draft.trim().length === 0;

  useFailureToast(comments, texts.loadError);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank) {
      notify('error', texts.blank);
      return;
    }
    add.mutate(
      { comment: draft.trim() },
      {
        onSuccess: () => setDraft(''),
        // A lapsed session or a refused text explains itself; anything else gets the SPEC message.
        onError: (error) => notify('error', error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : texts.addError),
      },
    );
  }

  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-display text-2xl font-bold">
        <MessageCircle className="size-6 text-paprika" aria-hidden="true" />
        {texts.title}
      </h3>
      <div className="max-h-80 overflow-y-auto rounded-2xl bg-cream p-3" tabIndex={0} aria-label={texts.title}>
        {comments.isPending ? (
          <p className="text-ink-soft">{es.app.loading}</p>
        ) : items.length === 0 ? (
          <p className="text-ink-soft">{texts.empty}</p>
        ) : (
          <ol className="flex flex-col gap-2" data-testid="comment-list">
            {items.map((comment) => (
              <li key={comment.id} className="rounded-2xl bg-white p-3 shadow-sm">
                <div className="flex items-start gap-2">
                  <p className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 text-sm">
                    <span className="font-display font-bold text-ink">{comment.userName}</span>
                    <time dateTime={comment.createdAt} className="text-ink-soft">
                      {dateFormat.format(new Date(comment.createdAt))}
                    </time>
                  </p>
                  <CommentMenu authorId={comment.userId} viewerId={user?.id ?? null} onReport={() => setReporting(comment.id)} />
                </div>
                {comment.underReview ? <UnderReview compact /> : null}
                <p className="mt-1 whitespace-pre-line break-words text-ink">{comment.comment}</p>
              </li>
            ))}
          </ol>
        )}
        {comments.hasNextPage ? (
          <Button variant="ghost" className="mt-2 w-full" onClick={() => void comments.fetchNextPage()} disabled={comments.isFetchingNextPage}>
            {texts.loadMore}
          </Button>
        ) : null}
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={`${id}-comment`} className="font-display text-sm font-semibold">
          {texts.label}
        </label>
        <textarea
          id={`${id}-comment`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={commentMaxLength}
          rows={3}
          placeholder={texts.placeholder}
          className="w-full resize-y rounded-2xl border-2 border-crust bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft/80 focus:border-saffron focus:outline-none"
        />
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm text-ink-soft">
            {texts.counter(draft.length, commentMaxLength)}
          </span>
          <Button type="submit" disabled={add.isPending} icon={<Send className="size-5" aria-hidden="true" />}>
            {add.isPending ? texts.sending : texts.send}
          </Button>
        </div>
      </form>
      {reporting ? (
        <ReportDialog target={{ targetType: 'recipe-comment', targetId: reporting }} onClose={() => setReporting(null)} />
      ) : null}
    </section>
  );
}
