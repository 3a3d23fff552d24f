// «Moderación» in the main menu, only for the accounts MODERATOR_EMAILS names (GET /api/me says so).
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { moderation as t } from '#shared/i18n/moderation.ts';
import { useIsModerator } from './moderation-api.ts';

export function ModerationLink() {
  const { moderator } = useIsModerator();
  if (!moderator) return null;
  return (
    <Link
      to="/moderation"
      className="mt-4 flex min-h-16 items-center gap-4 rounded-blob border-2 border-crust bg-white/90 px-5 py-3 shadow-sm transition hover:border-saffron"
    >
      <ShieldCheck className="size-7 shrink-0 text-herb" aria-hidden="true" />
      <span className="flex flex-col">
        <span className="font-display text-xl font-bold text-ink">{t.queue.menuEntry}</span>
        <span className="text-sm font-semibold text-ink-soft">{t.queue.subtitle}</span>
      </span>
    </Link>
  );
}
