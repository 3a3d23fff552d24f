// The menu screen composed with the simulated support chat (features do not import each other).
import { MenuPage } from '../features/menu/menu-page.tsx';
import { SupportChat } from '../features/support/support-chat.tsx';

export function MenuRoute() {
  return (
    <>
      <MenuPage />
      <SupportChat />
    </>
  );
}
