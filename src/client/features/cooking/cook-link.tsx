// '¡A cocinar!' on a recipe found by one of the three cooking modes (the card itself is ui/recipe-card.tsx).
import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';
import type { RecipeSummary } from '#shared/contract/recipes.ts';
import { es } from '#shared/i18n/es.ts';
import { buttonClass } from '../../ui/button.tsx';
import type { PreCookingState } from './cook-state.ts';

const texts = es.cooking.recipeCard;

/** '¡A cocinar!' on a found recipe: on to its pre-cooking check, carrying what the pantry search knew. */
export function CookLink({
  recipe,
  state,
}: {
  recipe: Pick<RecipeSummary, 'id' | 'name'>;
  state?: PreCookingState;
}) {
  return (
    <Link
      to={`/pre-cooking/${recipe.id}`}
      state={state}
      className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
    >
      <ChefHat className="size-6" aria-hidden="true" />
      {texts.cook}
      <span className="sr-only">: {recipe.name}</span>
    </Link>
  );
}
