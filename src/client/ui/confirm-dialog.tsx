import * as Dialog from '@radix-ui/react-dialog';
import { confirm } from '#shared/i18n/app.ts';
import { Button } from './button.tsx';
import { DialogPanel } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  /** Defaults to «Confirmar Acción» and «Confirmar». */
  title?: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Confirmar Acción' with Confirmar / Cancelar (SPEC §2). */
export function ConfirmDialog({ open, message, title = confirm.title, confirmLabel = confirm.confirm, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogPanel className="w-[min(92vw,26rem)] border-saffron text-center">
        <Dialog.Title className="font-display text-2xl font-bold">{title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-lg text-ink-soft">{message}</Dialog.Description>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <Button variant="secondary" size="lg" onClick={onCancel} disabled={busy}>
            {confirm.cancel}
          </Button>
          <Button variant="danger" size="lg" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
