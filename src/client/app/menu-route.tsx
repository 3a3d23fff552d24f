// The menu screen composed with the cook's progress, «Moderación» for moderators and the simulated
// support chat (features do not import each other).
import { MenuPage } from '../features/menu/menu-page.tsx';
import { ModerationLink } from '../features/moderation/moderation-link.tsx';
import { ProgressStrip } from '../features/progress/progress-card.tsx';
import { SupportChat } from '../features/support/support-chat.tsx';

export function MenuRoute() {
  return (
    <>
      <MenuPage progress={<ProgressStrip />} links={<ModerationLink />} />
      <SupportChat />
    </>
  );
}
