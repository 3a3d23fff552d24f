import { Page } from '../../ui/page.tsx';

export function AchievementsPage() {
  return (
    <Page title="Logros" back={{ to: '/profile', label: 'Volver' }}>
      <p className="text-lg text-ink-soft">Esta sección está en preparación.</p>
    </Page>
  );
}
