// The alarm of a step timer that reached zero: «¡Tiempo!», which timer it was and SPEC §5's message,
// ringing and vibrating while it is open; «Detener» (focused, so Enter or Space stops it) closes it.
import * as Dialog from '@radix-ui/react-dialog';
import { BellOff, BellRing } from 'lucide-react';
import { useEffect } from 'react';
import { es } from '#shared/i18n/es.ts';
import { Button } from '../../ui/button.tsx';
import { DialogPanel } from '../../ui/dialog.tsx';
import { startAlarm } from './kitchen.ts';

const t = es.cooking.timer;

export interface TimerAlarmProps {
  /** The timer that rang ('Tortilla de patatas · Paso 3'), or null when no alarm is on. */
  label: string | null;
  onStop: () => void;
}

export function TimerAlarm({ label, onStop }: TimerAlarmProps) {
  const ringing = label !== null;
  // The sound and the vibration last exactly as long as the dialog is open.
  useEffect(() => (ringing ? startAlarm() : undefined), [ringing]);

  return (
    <Dialog.Root open={ringing} onOpenChange={(open) => !open && onStop()}>
      {ringing ? (
        <DialogPanel
          role="alertdialog"
          data-testid="timer-alarm"
          className="w-[min(92vw,28rem)] border-tomato text-center"
          // An alarm stops on purpose, not with a stray tap beside it (Escape still stops it).
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <div className="mx-auto mb-3 grid size-24 place-items-center rounded-full bg-tomato text-white" aria-hidden="true">
            <BellRing className="size-14 motion-safe:animate-bell" />
          </div>
          <Dialog.Title className="font-display text-5xl font-bold text-tomato">{t.alarmTitle}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3">
              <p className="text-xl font-bold text-ink">{label}</p>
              <p className="mt-1 text-lg text-ink-soft">{t.timeUp}</p>
            </div>
          </Dialog.Description>
          <Dialog.Close asChild>
            <Button variant="danger" size="lg" className="mt-6 min-h-20 w-full !text-2xl" icon={<BellOff className="size-7" aria-hidden="true" />}>
              {t.stopAlarm}
            </Button>
          </Dialog.Close>
        </DialogPanel>
      ) : null}
    </Dialog.Root>
  );
}
