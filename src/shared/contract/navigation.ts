// Navigation state passed between screens of different features (composed through the router).
import type { MeasureSystem } from '../domain/servings.ts';
import type { Recipe } from './recipes.ts';

/** /feed receives this from a finished recipe ('Publicar en el Feed'). */
export interface FromRecipeState {
  fromRecipe: { id: string; name: string; imageUrl: string | null };
}

/** /real-cook-mode receives the recipe, and the selection when it started from 'Tengo a la mano'. */
export interface CookModeState {
  recipe: Recipe;
  cookSessionId?: string;
  fromPantry?: { selected: string[] };
  /** The portions and measures chosen on the detail or the pre-cooking check (the recipe's own when absent). */
  servings?: number;
  measures?: MeasureSystem;
}
