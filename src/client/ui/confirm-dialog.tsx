import * as Dialog from '@radix-ui/react-dialog';
import { es } from '#shared/i18n/es.ts';
import { Button } from './button.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Confirmar Acción' with Confirmar / Cancelar (SPEC §2). */
export function ConfirmDialog({ open, message, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-blob border-4 border-saffron bg-white p-6 text-center shadow-pop animate-pop-in">
          <Dialog.Title className="font-display text-2xl font-bold">{es.confirm.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-lg text-ink-soft">{message}</Dialog.Description>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Button variant="secondary" size="lg" onClick={onCancel} disabled={busy}>
              {es.confirm.cancel}
            </Button>
            <Button variant="danger" size="lg" onClick={onConfirm} disabled={busy}>
              {es.confirm.confirm}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
