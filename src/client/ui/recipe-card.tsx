// One recipe as a card, for the recipe book and the cooking screens alike: its photo (or meal type's
// illustration) with the meal type's badge, its name, and one line with author, time and rating.
// - With `onOpen`, the book's grid card: the whole card opens the detail (its heading's button covers it)
//   and it adds the difficulty and nationality, and «En revisión» on the author's own recipe that reports hid.
// - With `action`, the cooking screens' row card: what the screen adds (`children`) and its action.
import { Clock, Flame, Globe2, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RecipeSummary } from '#shared/contract/recipes.ts';
import { difficultyLabels, type Difficulty } from '#shared/domain/catalog.ts';
import { formatRating } from '#shared/domain/ratings.ts';
import { cooking } from '#shared/i18n/cooking.ts';
import { recipes } from '#shared/i18n/recipes.ts';
import { RecipeImage } from './recipe-image.tsx';
import { UnderReview } from './under-review.tsx';

const texts = recipes.card;
const cookingTexts = cooking.recipeCard;

export const difficultyLabel = (difficulty: string) =>
  difficultyLabels[difficulty as Difficulty] ?? difficulty;

interface CommonProps {
  recipe: RecipeSummary;
  /** Entry animation delay, so a list pops in one card after another. */
  delayMs?: number;
  /**
   * Plays the entry animation (the default). The book turns it off for the cards it draws after its first
   * screen: no one sees those pop in, and a grid card animating while it is off screen (content-visibility:
   * auto) costs main-thread frames; all 12 animating doubled the book's style, layout and paint work as it loaded.
   */
  popIn?: boolean;
  /** The first card of a list: its photo is likely the largest thing on the first screen, so it loads at once. */
  priority?: boolean;
}

export interface BookCardProps extends CommonProps {
  onOpen: (id: string) => void;
  action?: never;
  children?: never;
}

export interface RowCardProps extends CommonProps {
  /** The card's buttons or links, at its foot. */
  action: ReactNode;
  /** What the screen adds under the author line (what is missing, the description). */
  children?: ReactNode;
  onOpen?: never;
}

const frame = 'overflow-hidden rounded-blob border-2 border-crust bg-white shadow-pop';
const chip = 'inline-flex items-center gap-1 rounded-full bg-crust px-2.5 py-1';
/** A grid card below the fold is neither laid out nor painted until it nears the screen (about its height kept). */
const offscreenLazy = '[content-visibility:auto] [contain-intrinsic-size:auto_26rem]';

export function RecipeCard(props: BookCardProps | RowCardProps) {
  const { recipe, delayMs = 0, popIn = true, priority = false } = props;
  const entrance = popIn ? 'animate-pop-in' : '';
  const style = popIn ? { animationDelay: `${delayMs}ms` } : undefined;

  if (props.onOpen) {
    const { onOpen } = props;
    return (
      <article
        className={`group relative flex flex-col ${frame} ${entrance} ${offscreenLazy} transition duration-200 focus-within:ring-4 focus-within:ring-saffron hover:-translate-y-1`}
        style={style}
        data-testid="recipe-card"
      >
        <Picture recipe={recipe} priority={priority} className="aspect-[4/3] w-full" />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 className="font-display text-xl font-bold leading-tight text-ink">
            <button
              type="button"
              onClick={() => onOpen(recipe.id)}
              aria-label={texts.open(recipe.name)}
              className="text-left after:absolute after:inset-0 after:content-[''] focus:outline-none"
            >
              {recipe.name}
            </button>
          </h3>
          <Byline recipe={recipe} fullRating />
          {recipe.underReview ? <UnderReview compact /> : null}
          <ul className="mt-auto flex flex-wrap gap-2 pt-1 text-sm font-semibold text-ink">
            <li className={chip}>
              <Flame className="size-4" aria-hidden="true" />
              {difficultyLabel(recipe.difficulty)}
            </li>
            <li className={chip}>
              <Globe2 className="size-4" aria-hidden="true" />
              {recipe.nationality}
            </li>
          </ul>
        </div>
      </article>
    );
  }

  return (
    <article className={`flex flex-col sm:flex-row ${frame} ${entrance}`} style={style} data-testid="cooking-recipe-card">
      <Picture
        recipe={recipe}
        priority={priority}
        decorative
        className="aspect-[5/2] w-full sm:aspect-auto sm:h-full sm:min-h-40"
        frameClassName="sm:w-48 sm:shrink-0"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-display text-2xl font-bold leading-tight text-ink">{recipe.name}</h3>
        <Byline recipe={recipe} />
        {props.children}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">{props.action}</div>
      </div>
    </article>
  );
}

/** The photo or illustration, with the meal type's badge on its corner. */
function Picture({
  recipe,
  className,
  frameClassName = '',
  decorative,
  priority,
}: {
  recipe: RecipeSummary;
  className: string;
  frameClassName?: string;
  decorative?: boolean;
  priority: boolean;
}) {
  return (
    <div className={`relative ${frameClassName}`}>
      <RecipeImage recipe={recipe} decorative={decorative} priority={priority} className={className} />
      <span className="absolute left-3 top-3 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-paprika-dark shadow-sm">
        {recipe.mealType}
      </span>
    </div>
  );
}

/**
 * Author, time and rating. The book spells the rating out («4,5 de 5 (2 valoraciones)», «Sin
 * valoraciones»); a cooking card shows only the average, and only once someone has rated.
 */
function Byline({ recipe, fullRating = false }: { recipe: RecipeSummary; fullRating?: boolean }) {
  const rated = recipe.ratingCount > 0;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-ink-soft">
      <span>{texts.by(recipe.author)}</span>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-4" aria-hidden="true" />
        <span className="sr-only">{cookingTexts.minutes}:</span>
        {recipe.totalTime}
      </span>
      {fullRating || rated ? (
        <span className="inline-flex items-center gap-1" data-testid="card-rating">
          <Star className={`size-4 ${rated ? 'fill-saffron text-saffron' : ''}`} aria-hidden="true" />
          {fullRating ? (
            texts.rating(formatRating(recipe.averageRating), recipe.ratingCount)
          ) : (
            <>
              <span className="sr-only">{cookingTexts.rating}:</span>
              {formatRating(recipe.averageRating)}
            </>
          )}
        </span>
      ) : null}
    </p>
  );
}
