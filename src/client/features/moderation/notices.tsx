// What a cook is told at their next visit when a moderator removed something of theirs (issue 17): one
// dialog per notice, «Entendido» marks it read. Loaded by the app shell once the first screen settled.
import * as Dialog from '@radix-ui/react-dialog';
import { ShieldAlert } from 'lucide-react';
import { moderation as t } from '#shared/i18n/moderation.ts';
import { Button } from '../../ui/button.tsx';
import { DialogPanel } from '../../ui/dialog.tsx';
import { useDismissNotice, useNotices } from './moderation-api.ts';

export function NoticeHost() {
  const notices = useNotices();
  const dismiss = useDismissNotice();
  const notice = notices.data?.items[0];
  if (!notice) return null;
  const message = t.notice.removed(t.notice.what[notice.targetType], notice.excerpt, t.report.reasons[notice.reason]);
  return (
    <Dialog.Root key={notice.id} open onOpenChange={(open) => !open && dismiss.mutate(notice.id)}>
      <DialogPanel className="w-[min(92vw,28rem)] border-saffron text-center">
        <ShieldAlert className="mx-auto size-12 text-paprika-dark" aria-hidden="true" />
        <Dialog.Title className="mt-2 font-display text-2xl font-bold">{t.notice.removedTitle}</Dialog.Title>
        <Dialog.Description className="mt-2 break-words text-lg text-ink-soft">{message}</Dialog.Description>
        <Button size="lg" className="mt-5 w-full" disabled={dismiss.isPending} onClick={() => dismiss.mutate(notice.id)}>
          {t.notice.understood}
        </Button>
      </DialogPanel>
    </Dialog.Root>
  );
}
