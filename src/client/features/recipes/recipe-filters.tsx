// The book's sticky search and filter bar: name-or-author search, filter menu, difficulty and nationality.
import { ChevronDown, Heart, LayoutGrid, Search, Trophy, UserRound, X } from 'lucide-react';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { difficulties, difficultyLabels, nationalities, type Difficulty, type RecipeFilter } from '#shared/domain/catalog.ts';
import { recipes as texts } from '#shared/i18n/recipes.ts';

const filterOptions: { value: RecipeFilter; label: string; icon: ReactNode }[] = [
  { value: 'all', label: texts.filters.all, icon: <LayoutGrid className="size-5" aria-hidden="true" /> },
  { value: 'mine', label: texts.filters.mine, icon: <UserRound className="size-5" aria-hidden="true" /> },
  { value: 'favorites', label: texts.filters.favorites, icon: <Heart className="size-5" aria-hidden="true" /> },
  { value: 'featured', label: texts.filters.featured, icon: <Trophy className="size-5" aria-hidden="true" /> },
];

const labelClass = 'mb-1 block px-2 text-xs font-bold uppercase tracking-wide text-ink-soft';
const selectClass =
  'min-h-12 w-full appearance-none rounded-2xl border-2 border-crust bg-white px-4 pr-10 font-display font-semibold text-ink focus:border-saffron focus:outline-none';

/**
 * A select with its own chevron, since appearance-none hides the native arrow. The chevron is an inline icon:
 * as a CSS background (an SVG data URL) it was an image document of its own, which the browser built on the
 * main thread while the book loaded (7–9 ms cold here).
 */
function ChevronSelect(props: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'style'>) {
  return (
    <div className="relative">
      <select {...props} className={selectClass} />
      <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-ink" strokeWidth={2.5} aria-hidden="true" />
    </div>
  );
}

export interface FilterValues {
  search: string;
  filter: RecipeFilter;
  difficulty: Difficulty | '';
  nationality: string;
}

export function RecipeFilters({ values, onChange }: { values: FilterValues; onChange: (changes: Partial<FilterValues>) => void }) {
  const id = useId();
  return (
    <div className="sticky top-0 z-20 mb-6 pt-3">
      {/* Phone: search, filter menu, then the two selects side by side. Desktop: search and selects in a row, menu below. */}
      <div className="grid grid-cols-2 items-end gap-3 rounded-blob border-2 border-crust bg-white/95 p-3 shadow-pop backdrop-blur lg:grid-cols-[1fr_14rem_14rem]">
        <div className="relative col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-q`} className="sr-only">
            {texts.search.label}
          </label>
          <Search className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink-soft" aria-hidden="true" />
          <input
            id={`${id}-q`}
            type="search"
            value={values.search}
            onChange={(event) => onChange({ search: event.target.value })}
            placeholder={texts.search.placeholder}
            maxLength={100}
            autoComplete="off"
            className="min-h-12 w-full rounded-2xl border-2 border-crust bg-cream pl-12 pr-12 text-base text-ink placeholder:text-ink-soft/80 focus:border-saffron focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          {values.search ? (
            <button
              type="button"
              onClick={() => onChange({ search: '' })}
              aria-label={texts.search.clear}
              className="absolute right-1 top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-xl text-ink-soft hover:bg-crust"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          ) : null}
        </div>
        <div role="group" aria-label={texts.filters.label} className="col-span-2 -mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:order-last lg:col-span-3 lg:pb-0">
          {filterOptions.map((option) => {
            const active = values.filter === option.value;
            return (
              <button
                key={option.value}
                type="button"
                aria-pressed={active}
                onClick={() => onChange({ filter: option.value })}
                className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border-2 px-4 font-display font-semibold transition ${
                  active ? 'border-paprika-dark bg-paprika-dark text-white shadow-pop' : 'border-crust bg-white text-ink hover:border-saffron'
                }`}
              >
                {option.icon}
                {option.label}
              </button>
            );
          })}
        </div>
        <div>
          <label htmlFor={`${id}-difficulty`} className={labelClass}>
            {texts.filters.difficulty}
          </label>
          <ChevronSelect
            id={`${id}-difficulty`}
            value={values.difficulty}
            onChange={(event) => onChange({ difficulty: event.target.value as Difficulty | '' })}
          >
            <option value="">{texts.filters.allDifficulties}</option>
            {difficulties.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {difficultyLabels[difficulty]}
              </option>
            ))}
          </ChevronSelect>
        </div>
        <div>
          <label htmlFor={`${id}-nationality`} className={labelClass}>
            {texts.filters.nationality}
          </label>
          <ChevronSelect
            id={`${id}-nationality`}
            value={values.nationality || 'Internacional'}
            onChange={(event) => onChange({ nationality: event.target.value === 'Internacional' ? '' : event.target.value })}
          >
            {nationalities.map((nationality) => (
              <option key={nationality} value={nationality}>
                {nationality}
              </option>
            ))}
          </ChevronSelect>
        </div>
      </div>
    </div>
  );
}
