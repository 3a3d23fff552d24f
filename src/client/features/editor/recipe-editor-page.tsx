import { Page } from '../../ui/page.tsx';

export function RecipeEditorPage() {
  return (
    <Page title="Crear Receta" back={{ to: '/recipes', label: 'Volver' }}>
      <p className="text-lg text-ink-soft">Esta sección está en preparación.</p>
    </Page>
  );
}
