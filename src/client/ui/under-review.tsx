// «En revisión» (issue 17): shown to the author of an item that reports hid from everyone else.
import { EyeOff } from 'lucide-react';
import { moderation as t } from '#shared/i18n/moderation.ts';

export function UnderReview({ compact = false }: { compact?: boolean }) {
  return (
    <p role="note" className={`flex items-start gap-2 rounded-2xl border-2 border-saffron bg-amber-50 text-ink ${compact ? 'px-2 py-1 text-sm' : 'px-3 py-2'}`}>
      <EyeOff className="mt-0.5 size-4 shrink-0 text-paprika-dark" aria-hidden="true" />
      <span>
        <strong className="font-display font-bold text-paprika-dark">{t.report.underReview}</strong>
        {compact ? null : <span className="block text-sm text-ink-soft">{t.report.underReviewHint}</span>}
      </span>
    </p>
  );
}
