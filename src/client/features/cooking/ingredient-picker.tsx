// The «Tengo a la mano» typeahead: an accessible combobox over the known ingredient names (matched without
// accents and through regional synonyms: «patata» offers «Papa»), that also takes any new name typed.
import { Plus } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { KnownIngredient } from '#shared/contract/cooking.ts';
import { cookingLimits } from '#shared/domain/content-rules.ts';
import { ingredientKey, pantryStaples } from '#shared/domain/ingredients.ts';
import { normaliseSearchText } from '#shared/domain/text.ts';
import { fill } from '#shared/i18n/fill.ts';
import { es } from '#shared/i18n/es.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/field.tsx';

const texts = es.cooking.whatIHave;
const maxSuggestions = 8;
const popularCount = 8;

export function suggestionsFor(
  typed: string,
  known: readonly KnownIngredient[],
  chosenKeys: ReadonlySet<string>,
): KnownIngredient[] {
  const needle = normaliseSearchText(typed);
  if (!needle) return [];
  const key = ingredientKey(typed);
  const starts: KnownIngredient[] = [];
  const contains: KnownIngredient[] = [];
  for (const item of known) {
    if (chosenKeys.has(item.key)) continue;
    const name = normaliseSearchText(item.name);
    if (name.startsWith(needle) || item.key === key) starts.push(item);
    else if (name.includes(needle)) contains.push(item);
  }
  return [...starts, ...contains].slice(0, maxSuggestions);
}

export interface IngredientPickerProps {
  known: readonly KnownIngredient[];
  chosenKeys: ReadonlySet<string>;
  onPick: (name: string) => void;
}

export function IngredientPicker({ known, chosenKeys, onPick }: IngredientPickerProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useMemo(() => suggestionsFor(typed, known, chosenKeys), [typed, known, chosenKeys]);
  // The commonest ingredients of the book (the list comes commonest first) one tap away; salt and water
  // are in every kitchen and would only crowd the row.
  const popular = useMemo(
    () => known.filter((item) => !chosenKeys.has(item.key) && !pantryStaples.includes(item.key)).slice(0, popularCount),
    [known, chosenKeys],
  );
  const expanded = open && options.length > 0;

  function pick(name: string) {
    onPick(name);
    setTyped('');
    setActive(-1);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded && active >= 0 ? options[active] : undefined;
      if (option) pick(option.name);
      else if (typed.trim()) pick(typed.trim());
    }
  }

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="font-display text-lg font-semibold text-ink">
        {texts.inputLabel}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          maxLength={cookingLimits.ingredientName}
          placeholder={texts.placeholder}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={`${inputClass} min-h-14 text-lg`}
        />
        <Button
          size="lg"
          variant="herb"
          onClick={() => typed.trim() && pick(typed.trim())}
          disabled={!typed.trim()}
          icon={<Plus className="size-6" aria-hidden="true" />}
        >
          <span className="max-sm:sr-only">{texts.add}</span>
        </Button>
      </div>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={texts.suggestions}
        className={`absolute inset-x-0 z-20 mt-2 max-h-80 overflow-auto rounded-2xl border-2 border-crust bg-white p-1.5 shadow-pop ${expanded ? '' : 'hidden'}`}
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the input so the blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option.name)}
            className={`flex min-h-12 cursor-pointer items-center rounded-xl px-4 text-lg font-semibold ${index === active ? 'bg-saffron/25' : 'hover:bg-crust'}`}
          >
            {option.name}
          </li>
        ))}
      </ul>
      {popular.length ? (
        <div className="mt-3">
          <p id={`${id}-popular`} className="text-sm font-bold uppercase tracking-wide text-ink-soft">
            {texts.popular}
          </p>
          <ul aria-labelledby={`${id}-popular`} className="mt-1.5 flex flex-wrap gap-2">
            {popular.map((item) => (
              <li key={item.key} className="max-w-full">
                <button
                  type="button"
                  onClick={() => onPick(item.name)}
                  aria-label={fill(texts.addNamed, { name: item.name })}
                  className="inline-flex min-h-11 max-w-full items-center gap-1 rounded-full border-2 border-crust bg-cream px-3 text-left font-semibold text-ink transition hover:border-saffron active:scale-95"
                >
                  <Plus className="size-4 shrink-0 text-herb" aria-hidden="true" />
                  <span className="inline-block min-w-0 wrap-anywhere first-letter:uppercase">{item.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
