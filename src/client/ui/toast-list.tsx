// The toasts themselves, on Radix Toast (ui/toaster.tsx says what they do): its own chunk, fetched with the
// first toast or at the page's first idle moment, so no first screen carries Radix's ~35 KB for a toast it
// may never show.
import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { notice } from '#shared/i18n/app.ts';
import { noticeLooks } from './notice-looks.ts';
import { toastDurations, type ShownToast } from './toaster.tsx';

export function ToastList({ toasts, onClosed }: { toasts: ShownToast[]; onClosed: (id: number) => void }) {
  return (
    <Toast.Provider label={notice.announced} swipeDirection="right">
      {toasts.map((toast) => (
        <NoticeToast key={toast.id} toast={toast} onClosed={() => onClosed(toast.id)} />
      ))}
      {/* Phones: at the top, newest first, below the notch. Wider screens: bottom right, newest last.
          The strip itself lets taps through; only the toasts catch them. */}
      <Toast.Viewport
        label={notice.region}
        className="pointer-events-none fixed inset-x-0 top-0 z-[60] m-0 flex list-none flex-col-reverse gap-2 p-3 pt-[max(0.75rem,env(safe-area-inset-top))] outline-none sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:w-[26rem] sm:flex-col sm:p-5 sm:pb-[max(1.25rem,env(safe-area-inset-bottom))]"
      />
    </Toast.Provider>
  );
}

function NoticeToast({ toast, onClosed }: { toast: ShownToast; onClosed: () => void }) {
  const { title, Icon, border, badge } = noticeLooks[toast.type];
  return (
    <Toast.Root
      duration={toastDurations[toast.type]}
      // An error interrupts the screen reader (assertive); a success or an info waits its turn (polite).
      type={toast.type === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => !open && onClosed()}
      data-toast-type={toast.type}
      className={`pointer-events-auto flex items-start gap-3 rounded-2xl border-2 bg-white py-2 pr-1 pl-3 shadow-pop motion-safe:animate-pop-in data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) ${border}`}
    >
      <span
        className={`mt-1 grid size-10 shrink-0 place-items-center rounded-full text-white ${badge}`}
        aria-hidden="true"
      >
        <Icon className="size-6" />
      </span>
      <div className="min-w-0 flex-1 py-1">
        <Toast.Title className="font-display text-lg leading-tight font-bold text-ink">{title}</Toast.Title>
        <Toast.Description className="mt-0.5 text-base wrap-break-word text-ink-soft">
          {toast.message}
        </Toast.Description>
      </div>
      <Toast.Close
        aria-label={notice.dismiss}
        className="grid size-11 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-crust hover:text-ink"
      >
        <X className="size-5" aria-hidden="true" />
      </Toast.Close>
    </Toast.Root>
  );
}
