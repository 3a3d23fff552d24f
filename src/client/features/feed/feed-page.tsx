import { Page } from '../../ui/page.tsx';

export function FeedPage() {
  return (
    <Page title="Comunidad" back={{ to: '/menu', label: 'Volver' }}>
      <p className="text-lg text-ink-soft">Esta sección está en preparación.</p>
    </Page>
  );
}
