import { Page } from '../../ui/page.tsx';

export function ProfilePage() {
  return (
    <Page title="Mi Perfil" back={{ to: '/menu', label: 'Volver' }}>
      <p className="text-lg text-ink-soft">Esta sección está en preparación.</p>
    </Page>
  );
}
