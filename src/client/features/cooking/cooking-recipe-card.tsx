// A recipe found by one of the three cooking modes: photo (or its meal type's face), name, author,
// time, and whatever the mode adds (what is missing, the next step).
import { ChefHat, Clock, Star } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { RecipeSummary } from '#shared/contract/recipes.ts';
import { formatRating } from '#shared/domain/ratings.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/cooking.ts';
import { buttonClass } from '../../ui/button.tsx';
import type { PreCookingState } from './cook-state.ts';
import { mealLook } from './meal-look.ts';

const texts = es.cooking.recipeCard;

export function RecipeFace({
  recipe,
  className = '',
}: {
  recipe: Pick<RecipeSummary, 'name' | 'imageUrl' | 'mealType'>;
  className?: string;
}) {
  const { icon: Icon, tone } = mealLook(recipe.mealType);
  if (recipe.imageUrl)
    return (
      <img
        src={recipe.imageUrl}
        alt=""
        className={`object-cover ${className}`}
        loading="lazy"
        decoding="async"
      />
    );
  return (
    <div
      className={`grid place-items-center bg-gradient-to-br text-white ${tone} ${className}`}
      aria-hidden="true"
    >
      <Icon className="size-1/3 max-h-20 max-w-20 drop-shadow animate-float" />
    </div>
  );
}

export interface CookingRecipeCardProps {
  recipe: RecipeSummary;
  children?: ReactNode;
  action: ReactNode;
  delayMs?: number;
  headingLevel?: 'h2' | 'h3';
}

export function CookingRecipeCard({
  recipe,
  children,
  action,
  delayMs = 0,
  headingLevel: Heading = 'h3',
}: CookingRecipeCardProps) {
  return (
    <article
      className="flex flex-col overflow-hidden rounded-blob border-2 border-crust bg-white shadow-pop animate-pop-in sm:flex-row"
      style={{ animationDelay: `${delayMs}ms` }}
      data-testid="cooking-recipe-card"
    >
      <div className="relative sm:w-48 sm:shrink-0">
        <RecipeFace recipe={recipe} className="aspect-[5/2] w-full sm:aspect-auto sm:h-full sm:min-h-40" />
        <span className="absolute left-3 top-3 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-paprika-dark shadow-sm">
          {recipe.mealType}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="font-display text-2xl font-bold leading-tight text-ink">{recipe.name}</Heading>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-ink-soft">
          <span>{fill(texts.by, { author: recipe.author })}</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            <span className="sr-only">{texts.minutes}:</span>
            {recipe.totalTime}
          </span>
          {recipe.ratingCount > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Star className="size-4 fill-saffron text-saffron" aria-hidden="true" />
              <span className="sr-only">{texts.rating}:</span>
              {formatRating(recipe.averageRating)}
            </span>
          ) : null}
        </p>
        {children}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">{action}</div>
      </div>
    </article>
  );
}

/** '¡A cocinar!' on a found recipe: on to its pre-cooking check, carrying what the pantry search knew. */
export function CookLink({ recipe, state }: { recipe: Pick<RecipeSummary, 'id' | 'name'>; state?: PreCookingState }) {
  return (
    <Link to={`/pre-cooking/${recipe.id}`} state={state} className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
      <ChefHat className="size-6" aria-hidden="true" />
      {texts.cook}
      <span className="sr-only">: {recipe.name}</span>
    </Link>
  );
}
