// «Reportar» (issue 17): the reason and an optional note for one post, comment or recipe, sent to
// POST /api/reports. Shared by the feed and the recipe book (features do not import each other), and
// loaded only when a cook opens it, so no list pays for it.
import * as Dialog from '@radix-ui/react-dialog';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { reportLimits, reportReasons, type ReportReason, type ReportTargetType } from '#shared/contract/moderation.ts';
import { moderation as t } from '#shared/i18n/moderation.ts';
import { call, refusalOr } from '../lib/api.ts';
import { Button } from './button.tsx';
import { DialogPanel } from './dialog.tsx';
import { useToast } from './toaster.tsx';

export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
}

export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const ids = useId();
  const notify = useToast();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!reason) {
      notify('error', t.errors.reason);
      return;
    }
    setSending(true);
    try {
      // A repeat is answered 200 and changes nothing: the cook is thanked the same.
      await call('POST /api/reports', { body: { ...target, reason, note: note.trim() || undefined } });
      notify('success', t.report.thanks);
      onClose();
    } catch (error) {
      notify('error', refusalOr(error, t.screens.reportError));
      setSending(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !sending && onClose()}>
      <DialogPanel className="max-h-[92dvh] w-[min(94vw,30rem)] overflow-y-auto border-saffron">
        <form onSubmit={(event) => void send(event)} className="flex flex-col gap-4">
          <div>
            <Dialog.Title className="flex items-center gap-2 font-display text-2xl font-bold">
              <Flag className="size-6 text-tomato" aria-hidden="true" />
              {t.report.title}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-ink-soft">{t.report.description}</Dialog.Description>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-display font-semibold">{t.report.reasonLabel}</legend>
            {reportReasons.map((option) => (
              <label
                key={option}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl border-2 border-crust bg-cream/60 px-4 font-semibold has-[:checked]:border-paprika has-[:checked]:bg-orange-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-saffron/60"
              >
                <input
                  type="radio"
                  name={`${ids}-reason`}
                  value={option}
                  checked={reason === option}
                  onChange={() => setReason(option)}
                  className="size-5 accent-paprika-dark"
                />
                {t.report.reasons[option]}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-note`} className="font-display font-semibold">
              {t.report.noteLabel}
            </label>
            <textarea
              id={`${ids}-note`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={reportLimits.note}
              rows={3}
              placeholder={t.report.notePlaceholder}
              aria-describedby={`${ids}-counter`}
              className="w-full resize-y rounded-2xl border-2 border-crust bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft/80 focus:border-saffron focus:outline-none"
            />
            <span id={`${ids}-counter`} className="self-end text-sm text-ink-soft">
              {t.screens.noteCounter(note.length, reportLimits.note)}
            </span>
          </div>
          {/* Stacked on a phone, sending on top: «Enviar reporte» does not fit half a phone's width. */}
          <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-2">
            <Button variant="secondary" size="lg" onClick={onClose} disabled={sending}>
              {t.report.cancel}
            </Button>
            <Button type="submit" variant="danger" size="lg" disabled={sending}>
              {sending ? t.report.sending : t.report.send}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
