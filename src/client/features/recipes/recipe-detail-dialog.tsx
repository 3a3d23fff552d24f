// The recipe's detail dialog, addressed by the URL (?receta=<id>). What it shows, and the dialog library,
// load when a recipe is opened (recipe-detail-panel.tsx), not with the book's first screen.
import { lazy, Suspense } from 'react';

const RecipeDetailPanel = lazy(async () => ({ default: (await import('./recipe-detail-panel.tsx')).RecipeDetailPanel }));

export function RecipeDetailDialog({ recipeId, onClose }: { recipeId: string | null; onClose: () => void }) {
  if (recipeId === null) return null;
  return (
    <Suspense fallback={null}>
      <RecipeDetailPanel recipeId={recipeId} onClose={onClose} />
    </Suspense>
  );
}
