// «Porciones» with − / + and the measures the quantities are shown in: the same control on the recipe's
// detail, the pre-cooking check and cook mode. The rules of scaling are src/shared/domain/servings.ts.
import { Minus, Plus, Users } from 'lucide-react';
import { useId } from 'react';
import {
  clampServings,
  isMeasureSystem,
  measureSystems,
  parseServings,
  servingsLimits,
  type MeasureSystem,
} from '#shared/domain/servings.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';

const texts = es.servings;

export const servingsText = (n: number) => (n === 1 ? texts.valueOne : fill(texts.value, { n }));

export interface ServingsChoice {
  servings: number;
  measures: MeasureSystem;
}

// The choice travels from the detail to /pre-cooking/:id in its query string (?porciones=6&medidas=metric),
// so a reload or a shared link keeps it; from there into cook mode in the cook's state.
const servingsParam = 'porciones';
const measuresParam = 'medidas';

/** The query parameters of a choice: '' (none) for the recipe's own servings and measures. */
export function choiceParams(choice: ServingsChoice, recipeServings: number): Record<string, string> {
  return {
    [servingsParam]: choice.servings === recipeServings ? '' : String(choice.servings),
    [measuresParam]: choice.measures === 'original' ? '' : choice.measures,
  };
}

/** '?porciones=6&medidas=metric' for a choice other than the recipe's own, else ''. */
export function servingsSearch(choice: ServingsChoice, recipeServings: number): string {
  const params = new URLSearchParams(
    Object.entries(choiceParams(choice, recipeServings)).filter(([, value]) => value),
  );
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The choice a query string carries; the recipe's own servings and measures where it says nothing valid. */
export function choiceFromSearch(params: URLSearchParams, recipeServings: number): ServingsChoice {
  const measures = params.get(measuresParam);
  return {
    servings: parseServings(params.get(servingsParam)) ?? clampServings(recipeServings),
    measures: isMeasureSystem(measures) ? measures : 'original',
  };
}

interface ServingsControlProps extends ServingsChoice {
  /** What the recipe is written for. */
  recipeServings: number;
  onChange: (choice: ServingsChoice) => void;
  className?: string;
}

const stepButton =
  'grid size-12 shrink-0 place-items-center rounded-2xl border-2 border-crust bg-white text-ink shadow-sm transition hover:border-saffron active:translate-y-0.5 disabled:cursor-not-allowed disabled:opacity-45';

export function ServingsControl({ servings, measures, recipeServings, onChange, className = '' }: ServingsControlProps) {
  const ids = useId();
  const set = (next: number) => onChange({ servings: clampServings(next), measures });
  return (
    <div className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-blob border-2 border-crust bg-white p-3 shadow-sm ${className}`}>
      <div role="group" aria-labelledby={`${ids}-label`} className="flex items-center gap-2">
        <span id={`${ids}-label`} className="inline-flex items-center gap-1.5 font-display text-lg font-bold">
          <Users className="size-6 text-herb" aria-hidden="true" />
          {texts.label}
        </span>
        <button
          type="button"
          className={stepButton}
          aria-label={texts.decrease}
          disabled={servings <= servingsLimits.min}
          onClick={() => set(servings - 1)}
        >
          <Minus className="size-6" aria-hidden="true" />
        </button>
        <output
          className="min-w-10 text-center font-display text-2xl font-bold tabular-nums"
          aria-live="polite"
          aria-label={servings === 1 ? texts.changedOne : fill(texts.changed, { n: servings })}
          data-testid="servings-value"
        >
          {servings}
        </output>
        <button
          type="button"
          className={stepButton}
          aria-label={texts.increase}
          disabled={servings >= servingsLimits.max}
          onClick={() => set(servings + 1)}
        >
          <Plus className="size-6" aria-hidden="true" />
        </button>
      </div>
      {servings !== recipeServings ? (
        <p className="text-sm font-semibold text-ink-soft">{fill(texts.writtenFor, { n: servingsText(recipeServings) })}</p>
      ) : null}
      <label className="ml-auto flex items-center gap-2 font-semibold">
        <span>{texts.measures}</span>
        <select
          className="min-h-12 rounded-2xl border-2 border-crust bg-white px-3 font-semibold text-ink focus:border-saffron focus:outline-none"
          value={measures}
          onChange={(event) => onChange({ servings, measures: event.target.value as MeasureSystem })}
        >
          {measureSystems.map((system) => (
            <option key={system} value={system}>
              {texts.measureOptions[system]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
