// The one notice dialog of the app (SPEC §2): success, error or info, each with its colour and icon.
import * as Dialog from '@radix-ui/react-dialog';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { es } from '#shared/i18n/es.ts';
import { Button } from './button.tsx';
import { DialogPanel } from './dialog.tsx';

export type NoticeType = 'success' | 'error' | 'info';
interface Notice {
  type: NoticeType;
  message: string;
  onClose?: (() => void) | undefined;
}

const looks: Record<NoticeType, { title: string; icon: ReactNode; ring: string; badge: string }> = {
  success: { title: es.notice.success, icon: <CircleCheck className="size-9" />, ring: 'border-herb', badge: 'bg-herb' },
  error: { title: es.notice.error, icon: <CircleAlert className="size-9" />, ring: 'border-tomato', badge: 'bg-tomato' },
  info: { title: es.notice.info, icon: <Info className="size-9" />, ring: 'border-sky-500', badge: 'bg-sky-700' },
};

type Notify = (type: NoticeType, message: string, onClose?: () => void) => void;
const NoticeContext = createContext<Notify>(() => {});

export function useNotice(): Notify {
  return useContext(NoticeContext);
}

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>((type, message, onClose) => setNotice({ type, message, onClose }), []);
  const close = () => {
    notice?.onClose?.();
    setNotice(null);
  };
  const look = notice ? looks[notice.type] : null;
  return (
    <NoticeContext.Provider value={useMemo(() => notify, [notify])}>
      {children}
      <Dialog.Root open={notice !== null} onOpenChange={(open) => !open && close()}>
        {notice && look ? (
          <DialogPanel data-notice-type={notice.type} className={`w-[min(92vw,26rem)] text-center ${look.ring}`}>
            <div className={`mx-auto mb-3 grid size-16 place-items-center rounded-full text-white ${look.badge}`} aria-hidden="true">
              {look.icon}
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
    </NoticeContext.Provider>
  );
}
