// A recipe's photo, or its meal type's illustration when it has none.
import { es } from '#shared/i18n/es.ts';
import { MealPlaceholder } from './meal-placeholder.tsx';

export function RecipeImage({ name, imageUrl, mealType, className = '' }: { name: string; imageUrl: string | null; mealType: string; className?: string }) {
  if (!imageUrl) return <MealPlaceholder mealType={mealType} className={`block ${className}`} />;
  return <img src={imageUrl} alt={es.recipes.card.photoOf(name)} loading="lazy" decoding="async" className={`block object-cover ${className}`} />;
}
