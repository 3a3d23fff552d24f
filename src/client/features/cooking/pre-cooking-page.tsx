import { Page } from '../../ui/page.tsx';

export function PreCookingPage() {
  return (
    <Page title="Antes de cocinar" back={{ to: '/recipes', label: 'Volver' }}>
      <p className="text-lg text-ink-soft">Esta sección está en preparación.</p>
    </Page>
  );
}
