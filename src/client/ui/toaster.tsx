// SPEC §8: "Errors appear as toasts of type error, info or success." The app's one toaster, on Radix Toast
// (DESIGN §1): toasts never block the screen, screen readers hear them (Radix's live region), a tap on the
// cross or a swipe to the right dismisses them, and hovering or focusing them pauses their clock. The
// provider sits above the router (app/start-app.tsx), so a toast shown just before a navigation stays on screen.
// Radix and the toasts' look live in ui/toast-list.tsx, loaded with the first toast or at the page's first
// idle moment: this part, in every first screen's code, only keeps the list.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenBackgroundTime } from '../lib/page-settled.ts';
import type { NoticeType } from './notice-looks.ts';

export type Notify = (type: NoticeType, message: string) => void;

/** An error has to be read and acted on; a success or an info only confirms what the cook just did. */
export const toastDurations: Record<NoticeType, number> = { success: 4000, info: 4000, error: 7000 };
/** More at once would cover the screen: the oldest makes way. */
export const maxToasts = 3;

export interface ShownToast {
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

type ToastListComponent = typeof import('./toast-list.tsx').ToastList;
let loadedToastList: ToastListComponent | null = null;

/** Loads the toasts' code once (again after a failure); resolves to the list, also kept for the next provider. */
export function loadToastList(): Promise<ToastListComponent> {
  return import('./toast-list.tsx').then(({ ToastList }) => (loadedToastList = ToastList));
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const [ToastList, setToastList] = useState(() => loadedToastList);
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
  const forget = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);

  // The code comes with the first toast, or when the page has a moment to spare, whichever is first; if
  // the network lost it, the next toast asks again.
  useEffect(() => {
    if (ToastList) return;
    let current = true;
    const list = toasts.length > 0 ? loadToastList() : whenBackgroundTime().then(loadToastList);
    list.then(
      (loaded) => current && setToastList(() => loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [ToastList, toasts]);

  return (
    <ToastContext.Provider value={notify}>
      {children}
      {ToastList ? <ToastList toasts={toasts} onClosed={forget} /> : null}
    </ToastContext.Provider>
  );
}
