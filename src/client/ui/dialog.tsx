// The panel of the app's centred dialogs: a portal, the dimmed backdrop and the card. Callers add
// the card's width, border colour and content (Radix Title, Description, Close).
import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent } from 'react';

// React events bubble along the component tree, portals included: without this, a form in a dialog
// opened from inside another form (the «Nuevo utensilio» dialog in the recipe form) submits both.
const keepSubmitInside = (event: FormEvent) => event.stopPropagation();

export type DialogPanelProps = Omit<Dialog.DialogContentProps, 'onSubmit'>;

export function DialogPanel({ className = '', ...rest }: DialogPanelProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm" />
      <Dialog.Content
        className={`fixed left-1/2 top-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-blob border-4 bg-white p-6 shadow-pop animate-pop-in ${className}`}
        {...rest}
        onSubmit={keepSubmitInside}
      />
    </Dialog.Portal>
  );
}
