// SPEC §2: when a new version of the app is available, the cook is asked whether to reload.
import * as Dialog from '@radix-ui/react-dialog';
import { RefreshCw } from 'lucide-react';
import { app } from '#shared/i18n/app.ts';
import { dismissUpdate, reloadIntoUpdate, useUpdateWaiting } from '../lib/service-worker.ts';
import { Button } from '../ui/button.tsx';
import { DialogPanel } from '../ui/dialog.tsx';

const texts = app.update;

export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  return (
    <Dialog.Root open={waiting} onOpenChange={(open) => !open && dismissUpdate()}>
      <DialogPanel role="alertdialog" className="w-[min(92vw,26rem)] border-saffron text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-crust text-paprika" aria-hidden="true">
          <RefreshCw className="size-7" />
        </span>
        <Dialog.Title className="mt-3 font-display text-2xl font-bold">{texts.title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-lg text-ink-soft">{texts.message}</Dialog.Description>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <Button variant="secondary" size="lg" onClick={dismissUpdate}>
            {texts.later}
          </Button>
          <Button size="lg" onClick={reloadIntoUpdate} autoFocus>
            {texts.reload}
          </Button>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
