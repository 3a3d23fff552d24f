// Five star buttons: pressing one rates with it, pressing the current one clears the rating (SPEC §5).
import { Star } from 'lucide-react';
import { useState } from 'react';
import { recipes } from '#shared/i18n/recipes.ts';

const texts = recipes.rating;

export interface RatingStarsProps {
  value: number;
  disabled: boolean;
  busy: boolean;
  onRate: (stars: number) => void;
}

export function RatingStars({ value, disabled, busy, onRate }: RatingStarsProps) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <div role="group" aria-label={texts.yours} className="flex items-center gap-1" onMouseLeave={() => setHover(0)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          aria-label={texts.star(n)}
          aria-pressed={value === n}
          disabled={disabled || busy}
          onMouseEnter={() => !disabled && setHover(n)}
          onClick={() => onRate(n)}
          className="grid size-11 place-items-center rounded-xl transition hover:scale-110 disabled:cursor-not-allowed disabled:hover:scale-100"
        >
          <Star
            className={`size-9 transition ${n <= shown && !disabled ? 'fill-saffron text-saffron drop-shadow' : disabled ? 'text-ink-soft/50' : 'text-ink-soft'}`}
            strokeWidth={2.2}
            aria-hidden="true"
          />
        </button>
      ))}
    </div>
  );
}
