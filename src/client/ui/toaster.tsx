// SPEC §8: "Errors appear as toasts of type error, info or success." The app's one toaster, on Radix Toast
// (DESIGN §1): toasts never block the screen, screen readers hear them (Radix's live region), a tap on the
// cross or a swipe to the right dismisses them, and hovering or focusing them pauses their clock. The
// provider sits above the router (app/start-app.tsx), so a toast shown just before a navigation stays on screen.
import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { notice } from '#shared/i18n/app.ts';
import { noticeLooks, type NoticeType } from './notice-looks.ts';

export type Notify = (type: NoticeType, message: string) => void;

/** An error has to be read and acted on; a success or an info only confirms what the cook just did. */
export const toastDurations: Record<NoticeType, number> = { success: 4000, info: 4000, error: 7000 };
/** More at once would cover the screen: the oldest makes way. */
export const maxToasts = 3;

interface ShownToast {
  id: number;
  type: NoticeType;
  message: string;
}

const ToastContext = createContext<Notify>(() => {});

/** `notify(type, message)` shows a toast. */
export function useToast(): Notify {
  return useContext(ToastContext);
}

/** What useFailureToast reads of a query: whether it failed, and whether it has succeeded since. */
interface LoadState {
  isError: boolean;
  isSuccess: boolean;
}

/**
 * Toasts a screen's load failure once per failure streak: while it has not loaded, the retries, the
 * «Reintentar» taps and the live resyncs that fail again say nothing new (React Query shows a query that
 * never loaded as pending again during each refetch, so the streak ends only at a success); after a
 * success, a new failure is told again. The message is the one of the failure that started the streak.
 */
export function useFailureToast(query: LoadState, message: string) {
  const notify = useToast();
  const told = useRef(false);
  const latestMessage = useRef(message);
  latestMessage.current = message;
  const { isError, isSuccess } = query;
  useEffect(() => {
    if (isSuccess) told.current = false;
    if (!isError || told.current) return;
    told.current = true;
    notify('error', latestMessage.current);
  }, [isError, isSuccess, notify]);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const lastId = useRef(0);
  const notify = useCallback<Notify>((type, message) => {
    const id = ++lastId.current;
    // The same message again (a second tap on «Buscar» with nothing chosen) does not pile up: the one
    // shown goes and comes back as the newest, with its full time and a fresh announcement.
    setToasts((shown) =>
      [
        ...shown.filter((toast) => toast.type !== type || toast.message !== message),
        { id, type, message },
      ].slice(-maxToasts),
    );
  }, []);
  const forget = (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={notify}>
      <Toast.Provider label={notice.announced} swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <NoticeToast key={toast.id} toast={toast} onClosed={() => forget(toast.id)} />
        ))}
        {/* Phones: at the top, newest first, below the notch. Wider screens: bottom right, newest last.
            The strip itself lets taps through; only the toasts catch them. */}
        <Toast.Viewport
          label={notice.region}
          className="pointer-events-none fixed inset-x-0 top-0 z-[60] m-0 flex list-none flex-col-reverse gap-2 p-3 pt-[max(0.75rem,env(safe-area-inset-top))] outline-none sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:w-[26rem] sm:flex-col sm:p-5 sm:pb-[max(1.25rem,env(safe-area-inset-bottom))]"
        />
      </Toast.Provider>
    </ToastContext.Provider>
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
