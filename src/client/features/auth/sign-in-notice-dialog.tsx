// The notice dialog of SPEC §2, kept where SPEC §8 names a dialog: a failed sign-in ("Google failure:
// dialog of type error"). Everywhere else messages are toasts (ui/toaster.tsx).
import * as Dialog from '@radix-ui/react-dialog';
import { es } from '#shared/i18n/es.ts';
import { Button } from '../../ui/button.tsx';
import { DialogPanel } from '../../ui/dialog.tsx';
import { noticeLooks, type NoticeType } from '../../ui/notice-looks.ts';

export interface SignInNotice {
  type: NoticeType;
  message: string;
}

export interface SignInNoticeDialogProps {
  /** What to say; null keeps the dialog closed. */
  notice: SignInNotice | null;
  onClose: () => void;
}

export function SignInNoticeDialog({ notice, onClose }: SignInNoticeDialogProps) {
  const look = notice ? noticeLooks[notice.type] : null;
  return (
    <Dialog.Root open={notice !== null} onOpenChange={(open) => !open && onClose()}>
      {notice && look ? (
        <DialogPanel
          data-notice-type={notice.type}
          className={`w-[min(92vw,26rem)] text-center ${look.border}`}
        >
          <div
            className={`mx-auto mb-3 grid size-16 place-items-center rounded-full text-white ${look.badge}`}
            aria-hidden="true"
          >
            <look.Icon className="size-9" />
          </div>
          <Dialog.Title className="font-display text-2xl font-bold">{look.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-lg text-ink-soft">{notice.message}</Dialog.Description>
          <Dialog.Close asChild>
            <Button size="lg" className="mt-5 w-full">
              {es.notice.close}
            </Button>
          </Dialog.Close>
        </DialogPanel>
      ) : null}
    </Dialog.Root>
  );
}
