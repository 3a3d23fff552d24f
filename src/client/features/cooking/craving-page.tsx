import { Page } from '../../ui/page.tsx';

export function CravingPage() {
  return (
    <Page title="Qué te provoca" back={{ to: '/cook-mode-hub', label: 'Volver' }}>
      <p className="text-lg text-ink-soft">Esta sección está en preparación.</p>
    </Page>
  );
}
