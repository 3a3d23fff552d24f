// /moderation (issue 17): the queue of reported items, newest first, for the accounts MODERATOR_EMAILS
// names; anyone else is sent to /menu (the API answers them 403 too). «Restaurar» shows an item again,
// «Eliminar» (confirmed) removes it as its author's delete would; either way it leaves the list.
import { EyeOff, ExternalLink, Flag, RotateCcw, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { ReportedItem } from '#shared/contract/moderation.ts';
import { moderation as t } from '#shared/i18n/moderation.ts';
import { refusalOr } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Loading, LoadFailed } from '../../ui/load-state.tsx';
import { Page } from '../../ui/page.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { useDecide, useIsModerator, useQueue } from './moderation-api.ts';

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });
const itemKey = (item: ReportedItem) => `${item.targetType}:${item.targetId}`;

export function ModerationPage() {
  const me = useIsModerator();
  const queue = useQueue(me.moderator);
  const decide = useDecide();
  const notify = useToast();
  const [removing, setRemoving] = useState<ReportedItem | null>(null);

  if (me.isPending) return (
      <Page title={t.queue.title}>
        <Loading label={t.screens.loading} />
      </Page>
    );
  if (me.isError) {
    return (
      <Page title={t.queue.title} back={{ to: '/menu', label: t.screens.back }}>
        <LoadFailed message={t.screens.loadError} retryLabel={t.screens.retry} onRetry={() => void me.refetch()} />
      </Page>
    );
  }
  if (!me.moderator) return <Navigate to="/menu" replace />;

  function act(item: ReportedItem, action: 'restore' | 'remove') {
    decide.mutate(
      { item, action },
      {
        onSuccess: () => {
          setRemoving(null);
          notify('success', action === 'restore' ? t.queue.restored : t.queue.removed);
        },
        onError: (error) => {
          setRemoving(null);
          notify('error', refusalOr(error, t.screens.actionError));
        },
      },
    );
  }

  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const busyKey = decide.isPending && decide.variables ? itemKey(decide.variables.item) : null;

  return (
    <Page title={t.queue.title} subtitle={t.queue.subtitle} back={{ to: '/menu', label: t.screens.back }}>
      {queue.isPending ? (
        <Loading label={t.screens.loading} />
      ) : queue.isError ? (
        <LoadFailed message={refusalOr(queue.error, t.screens.loadError)} retryLabel={t.screens.retry} onRetry={() => void queue.refetch()} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-blob border-2 border-dashed border-crust bg-white/80 p-8 text-center">
          <ShieldCheck className="size-14 text-herb" aria-hidden="true" />
          <p className="text-lg font-semibold text-ink-soft">{t.queue.empty}</p>
        </div>
      ) : (
        <ul aria-label={t.queue.title} className="flex flex-col gap-5">
          {items.map((item) => (
            <li key={itemKey(item)}>
              <QueueItem item={item} busy={busyKey === itemKey(item)} onRestore={() => act(item, 'restore')} onRemove={() => setRemoving(item)} />
            </li>
          ))}
        </ul>
      )}
      {queue.hasNextPage ? (
        <div className="mt-5 flex justify-center">
          <Button variant="secondary" onClick={() => void queue.fetchNextPage()} disabled={queue.isFetchingNextPage}>
            {queue.isFetchingNextPage ? t.screens.loadingMore : t.screens.loadMore}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t.queue.confirmRemoveTitle}
        message={t.queue.confirmRemoveMessage}
        confirmLabel={t.queue.remove}
        busy={decide.isPending}
        onConfirm={() => removing && act(removing, 'remove')}
        onCancel={() => setRemoving(null)}
      />
    </Page>
  );
}

function QueueItem({ item, busy, onRestore, onRemove }: { item: ReportedItem; busy: boolean; onRestore: () => void; onRemove: () => void }) {
  return (
    <article aria-label={`${t.queue.targetTypes[item.targetType]} ${t.queue.by(item.author.username)}`} className="flex flex-col gap-3 rounded-blob border-2 border-crust bg-white p-4 shadow-pop sm:p-5">
      <header className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-crust px-3 py-1 text-sm font-bold text-ink">{t.queue.targetTypes[item.targetType]}</span>
        {item.hidden ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-paprika-dark">
            <EyeOff className="size-4" aria-hidden="true" />
            {t.queue.hidden}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1 rounded-full bg-rose-100 px-3 py-1 text-sm font-bold text-chili">
          <Flag className="size-4" aria-hidden="true" />
          {t.queue.reports(item.reportCount)}
        </span>
        <time dateTime={item.lastReportedAt} className="ml-auto text-sm text-ink-soft">
          {dateFormat.format(new Date(item.lastReportedAt))}
        </time>
      </header>
      <h2 className="font-display text-base font-bold text-ink">{t.queue.by(item.author.username)}</h2>
      {item.text ? <p className="whitespace-pre-wrap break-words rounded-2xl bg-cream p-3 text-ink">{item.text}</p> : null}
      {item.imageUrl ? <img src={item.imageUrl} alt={t.screens.imageAlt} loading="lazy" className="max-h-64 w-full rounded-2xl border-2 border-crust bg-crust object-cover" /> : null}
      <div>
        <h3 className="sr-only">{t.screens.reasonsLabel}</h3>
        <ul aria-label={t.screens.reasonsLabel} className="flex flex-wrap gap-2">
          {item.reasons.map((entry) => (
            <li key={entry.reason} className="rounded-full border-2 border-crust px-3 py-1 text-sm font-semibold">
              {t.report.reasons[entry.reason]} · {entry.count}
            </li>
          ))}
        </ul>
      </div>
      {item.notes.length ? (
        <div>
          <h3 className="text-sm font-bold uppercase tracking-wide text-ink-soft">{t.queue.notes}</h3>
          <ul className="mt-1 flex flex-col gap-1">
            {item.notes.map((note, index) => (
              <li key={index} className="whitespace-pre-wrap break-words border-l-4 border-saffron pl-3 text-ink">
                {note}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <footer className="flex flex-wrap items-center gap-3 border-t-2 border-dashed border-crust pt-3">
        {item.link ? (
          <Link to={item.link} className="inline-flex min-h-11 items-center gap-2 rounded-2xl px-3 font-display font-semibold text-paprika-dark hover:bg-crust">
            <ExternalLink className="size-4" aria-hidden="true" />
            {t.screens.see}
          </Link>
        ) : null}
        <div className="ml-auto grid grid-cols-2 gap-3 max-sm:w-full">
          <Button variant="herb" disabled={busy} onClick={onRestore} icon={<RotateCcw className="size-5" aria-hidden="true" />}>
            {t.queue.restore}
          </Button>
          <Button variant="danger" disabled={busy} onClick={onRemove} icon={<Trash2 className="size-5" aria-hidden="true" />}>
            {t.queue.remove}
          </Button>
        </div>
      </footer>
    </article>
  );
}
