// A recipe's photo, or, for a recipe without one, its meal type's warm illustration (SPEC §9), drawn
// inline: one per meal type, a pot for any other. Shared by the recipe book and the cooking screens.
import type { ReactNode } from 'react';
import { recipes } from '#shared/i18n/recipes.ts';

interface Look {
  from: string;
  to: string;
  art: ReactNode;
}

const looks: Record<string, Look> = {
  Desayuno: {
    from: '#fde68a',
    to: '#fb923c',
    art: (
      <>
        <circle cx="122" cy="28" r="14" fill="#fff7ed" opacity="0.85" />
        <ellipse cx="74" cy="78" rx="42" ry="22" fill="#3b2416" />
        <rect x="112" y="72" width="40" height="9" rx="4.5" fill="#3b2416" />
        <path d="M50 76c0-12 14-18 24-15 12-6 28 2 26 14 4 10-10 16-24 14-14 4-28-2-26-13z" fill="#fffbeb" />
        <circle cx="76" cy="73" r="9" fill="#f59e0b" />
        <circle cx="73" cy="70" r="2.5" fill="#fef3c7" />
      </>
    ),
  },
  Almuerzo: {
    from: '#bbf7d0',
    to: '#f97316',
    art: (
      <>
        <path
          d="M62 30c-5 7 5 10 0 17M80 26c-5 7 5 10 0 17M98 30c-5 7 5 10 0 17"
          stroke="#fff7ed"
          strokeWidth="4"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M34 62h92a46 34 0 0 1-92 0z" fill="#c2410c" />
        <ellipse cx="80" cy="62" rx="46" ry="9" fill="#fdba74" />
        <circle cx="66" cy="61" r="5" fill="#15803d" />
        <circle cx="88" cy="63" r="4" fill="#dc2626" />
        <circle cx="100" cy="60" r="3.5" fill="#fef08a" />
        <rect x="64" y="94" width="32" height="6" rx="3" fill="#7c2d12" />
      </>
    ),
  },
  Cena: {
    from: '#c7d2fe',
    to: '#be123c',
    art: (
      <>
        <path d="M128 20a12 12 0 1 0 10 18 10 10 0 0 1-10-18z" fill="#fef9c3" />
        <circle cx="30" cy="22" r="2" fill="#fff" />
        <circle cx="46" cy="14" r="1.5" fill="#fff" />
        <circle cx="108" cy="14" r="1.5" fill="#fff" />
        <ellipse cx="80" cy="74" rx="46" ry="26" fill="#fff7ed" />
        <ellipse cx="80" cy="72" rx="32" ry="17" fill="#fed7aa" />
        <path d="M62 70c6-10 30-12 38-2-4 10-32 12-38 2z" fill="#9a3412" />
        <circle cx="92" cy="66" r="4" fill="#15803d" />
        <rect x="22" y="50" width="5" height="46" rx="2.5" fill="#fff7ed" />
        <rect x="133" y="50" width="5" height="46" rx="2.5" fill="#fff7ed" />
      </>
    ),
  },
  Postre: {
    from: '#fbcfe8',
    to: '#f59e0b',
    art: (
      <>
        <path d="M40 86l80-20v30H40z" fill="#fde68a" />
        <path d="M40 86l80-20v9L40 95z" fill="#db2777" opacity="0.75" />
        <path d="M40 72l80-20v14L40 86z" fill="#fff1f2" />
        <path
          d="M40 72c6 6 12-2 18 4s12-2 18 4 12-2 18 4 12-2 18 4 8-2 8-2"
          stroke="#fff1f2"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="104" cy="44" r="9" fill="#dc2626" />
        <path d="M104 35c2-8 8-12 14-12" stroke="#15803d" strokeWidth="3" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  Snack: {
    from: '#fef08a',
    to: '#dc2626',
    art: (
      <>
        <path d="M32 86a48 48 0 0 1 96 0z" fill="#f59e0b" />
        <path
          d="M40 84c4-18 18-30 40-30s36 12 40 30"
          stroke="#15803d"
          strokeWidth="8"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="62" cy="64" r="6" fill="#dc2626" />
        <circle cx="84" cy="58" r="6" fill="#dc2626" />
        <circle cx="104" cy="66" r="5" fill="#fef3c7" />
        <path d="M36 86a44 44 0 0 1 88 0" stroke="#b45309" strokeWidth="4" fill="none" />
        <ellipse cx="80" cy="100" rx="54" ry="6" fill="#7c2d12" opacity="0.25" />
      </>
    ),
  },
};

const pot: Look = {
  from: '#fed7aa',
  to: '#ea580c',
  art: (
    <>
      <path
        d="M56 34c-4 6 4 9 0 15M80 30c-4 6 4 9 0 15M104 34c-4 6 4 9 0 15"
        stroke="#fff7ed"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M40 60h80v18a22 22 0 0 1-22 22H62a22 22 0 0 1-22-22z" fill="#7c2d12" />
      <rect x="34" y="54" width="92" height="10" rx="5" fill="#3b2416" />
    </>
  ),
};

/**
 * The illustration fits whole in any box (a wide card's band, a square, a circle): the art keeps its
 * proportions in the middle and the gradient behind it fills the rest. Pass a size (or an aspect ratio).
 */
export function MealPlaceholder({ mealType, className = '' }: { mealType: string; className?: string }) {
  const look = looks[mealType] ?? pot;
  return (
    <svg
      viewBox="0 0 160 120"
      preserveAspectRatio="xMidYMid meet"
      className={`block ${className}`}
      style={{ backgroundImage: `linear-gradient(to bottom right, ${look.from}, ${look.to})` }}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="18" cy="104" r="26" fill="#fff" opacity="0.18" />
      <circle cx="150" cy="110" r="18" fill="#fff" opacity="0.14" />
      {look.art}
    </svg>
  );
}

export interface RecipeImageProps {
  recipe: { name: string; imageUrl: string | null; mealType: string };
  /** Size, shape and frame classes, applied to the photo and to the illustration alike. */
  className?: string;
  /** When the recipe's name is already next to the image (a card's heading): the photo says nothing more. */
  decorative?: boolean;
  /** Loaded at once and first (the screen's largest picture) instead of when the layout finds it on screen. */
  priority?: boolean;
}

/** Starts loading the photo a RecipeImage with priority will show, before it is drawn. */
export function preloadRecipePhoto(recipe: RecipeImageProps['recipe']): void {
  if (!recipe.imageUrl) return;
  const photo = new Image();
  photo.fetchPriority = 'high';
  photo.src = recipe.imageUrl;
}

/** The recipe's photo, or its meal type's illustration when it has none. */
export function RecipeImage({ recipe, className = '', decorative = false, priority = false }: RecipeImageProps) {
  if (!recipe.imageUrl) return <MealPlaceholder mealType={recipe.mealType} className={className} />;
  return (
    <img
      src={recipe.imageUrl}
      alt={decorative ? '' : recipes.card.photoOf(recipe.name)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`block object-cover ${className}`}
    />
  );
}
