import { Page } from '../../ui/page.tsx';

export function RecipesPage() {
  return (
    <Page title="Recetario" back={{ to: '/menu', label: 'Volver' }}>
      <p className="text-lg text-ink-soft">Esta sección está en preparación.</p>
    </Page>
  );
}
