// «Moderación» in the main menu, only for the accounts MODERATOR_EMAILS names (GET /api/me says so).
import { ShieldCheck } from 'lucide-react';
import { MenuLink } from '../../ui/menu-link.tsx';
import { moderation as t } from '#shared/i18n/moderation.ts';
import { useIsModerator } from './moderation-api.ts';

export function ModerationLink() {
  const { moderator } = useIsModerator();
  if (!moderator) return null;
  return <MenuLink to="/moderation" icon={<ShieldCheck className="size-7 shrink-0 text-herb" aria-hidden="true" />} title={t.queue.menuEntry} hint={t.queue.subtitle} />;
}
