import { Page } from '../../ui/page.tsx';

export function WhatIHavePage() {
  return (
    <Page title="Tengo a la mano" back={{ to: '/cook-mode-hub', label: 'Volver' }}>
      <p className="text-lg text-ink-soft">Esta sección está en preparación.</p>
    </Page>
  );
}
