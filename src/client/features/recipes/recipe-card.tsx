// One recipe in the book's grid: the whole card opens the detail (its heading's button covers it).
import { Clock, Flame, Globe2, Star } from 'lucide-react';
import type { RecipeSummary } from '#shared/contract/recipes.ts';
import { difficultyLabels, type Difficulty } from '#shared/domain/catalog.ts';
import { formatRating } from '#shared/domain/ratings.ts';
import { es } from '#shared/i18n/es.ts';
import { RecipeImage } from './recipe-image.tsx';

const texts = es.recipes;

export const difficultyLabel = (difficulty: string) => difficultyLabels[difficulty as Difficulty] ?? difficulty;

export function RecipeCard({ recipe, onOpen, delayMs = 0 }: { recipe: RecipeSummary; onOpen: (id: string) => void; delayMs?: number }) {
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-blob border-2 border-crust bg-white shadow-pop transition duration-200 animate-pop-in focus-within:ring-4 focus-within:ring-saffron hover:-translate-y-1"
      style={{ animationDelay: `${delayMs}ms` }}
      data-testid="recipe-card"
    >
      <div className="relative">
        <RecipeImage name={recipe.name} imageUrl={recipe.imageUrl} mealType={recipe.mealType} className="aspect-[4/3] w-full" />
        <span className="absolute left-3 top-3 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-paprika-dark shadow-sm">{recipe.mealType}</span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-display text-xl font-bold leading-tight text-ink">
          <button
            type="button"
            onClick={() => onOpen(recipe.id)}
            aria-label={texts.card.open(recipe.name)}
            className="text-left after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {recipe.name}
          </button>
        </h3>
        <p className="text-sm font-semibold text-ink-soft">{texts.card.by(recipe.author)}</p>
        <ul className="mt-auto flex flex-wrap gap-2 pt-1 text-sm font-semibold text-ink">
          <li className="inline-flex items-center gap-1 rounded-full bg-crust px-2.5 py-1">
            <Clock className="size-4" aria-hidden="true" />
            {recipe.totalTime}
          </li>
          <li className="inline-flex items-center gap-1 rounded-full bg-crust px-2.5 py-1">
            <Flame className="size-4" aria-hidden="true" />
            {difficultyLabel(recipe.difficulty)}
          </li>
          <li className="inline-flex items-center gap-1 rounded-full bg-crust px-2.5 py-1">
            <Globe2 className="size-4" aria-hidden="true" />
            {recipe.nationality}
          </li>
        </ul>
        <p className="inline-flex items-center gap-1.5 text-sm font-bold text-ink" data-testid="card-rating">
          <Star className={`size-5 ${recipe.ratingCount ? 'fill-saffron text-saffron' : 'text-ink-soft'}`} aria-hidden="true" />
          {texts.card.rating(formatRating(recipe.averageRating), recipe.ratingCount)}
        </p>
      </div>
    </article>
  );
}
