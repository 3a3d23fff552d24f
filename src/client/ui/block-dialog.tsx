// «Bloquear» (issue 17): the confirmation, then PUT /api/users/:id/block. Shared by the feed's post menu
// and a cook's profile; the caller takes the blocked cook's content out of what it shows (onBlocked).
import { useState } from 'react';
import { moderation as t } from '#shared/i18n/moderation.ts';
import { call, refusalOr } from '../lib/api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useToast } from './toaster.tsx';

export interface BlockDialogProps {
  user: { id: string; name: string };
  onBlocked: () => void;
  onClose: () => void;
}

export function BlockDialog({ user, onBlocked, onClose }: BlockDialogProps) {
  const notify = useToast();
  const [busy, setBusy] = useState(false);

  async function block() {
    setBusy(true);
    try {
      await call('PUT /api/users/:id/block', { params: { id: user.id } });
      notify('success', t.block.blocked(user.name));
      onBlocked();
      onClose();
    } catch (error) {
      notify('error', refusalOr(error, t.screens.blockError));
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open
      title={t.block.confirmTitle(user.name)}
      message={t.block.confirmMessage}
      confirmLabel={t.block.confirm}
      busy={busy}
      onConfirm={() => void block()}
      onCancel={onClose}
    />
  );
}
