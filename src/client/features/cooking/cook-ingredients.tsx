// Cook mode's ingredients: a button in the header opens them, scaled to the portions chosen (on the detail,
// the pre-cooking check or here), with the same «Porciones» control. Cook mode keeps one screen without
// page scroll, so the list lives in a dialog rather than beside the step.
import * as Dialog from '@radix-ui/react-dialog';
import { ListChecks, X } from 'lucide-react';
import { useMemo } from 'react';
import type { Recipe } from '#shared/contract/recipes.ts';
import { scaleIngredients } from '#shared/domain/servings.ts';
import { es } from '#shared/i18n/es.ts';
import { DialogPanel } from '../../ui/dialog.tsx';
import { ServingsControl, servingsText, type ServingsChoice } from '../../ui/servings-control.tsx';

const texts = es.servings;

export function CookIngredients({
  recipe,
  choice,
  onChange,
}: {
  recipe: Pick<Recipe, 'ingredients' | 'servings'>;
  choice: ServingsChoice;
  onChange: (choice: ServingsChoice) => void;
}) {
  const ingredients = useMemo(
    () => scaleIngredients(recipe.ingredients, recipe.servings, choice.servings, choice.measures),
    [recipe.ingredients, recipe.servings, choice],
  );
  if (!recipe.ingredients.length) return null;
  return (
    <Dialog.Root>
      <Dialog.Trigger
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-2xl bg-white/80 px-3 font-display font-semibold shadow-sm hover:bg-white"
        aria-label={`${texts.showIngredients} (${servingsText(choice.servings)})`}
      >
        <ListChecks className="size-5 text-herb" aria-hidden="true" />
        <span className="max-sm:hidden">{texts.ingredients}</span>
        <span className="rounded-full bg-crust px-2 text-sm tabular-nums" aria-hidden="true">
          {choice.servings}
        </span>
      </Dialog.Trigger>
      <DialogPanel
        aria-describedby={undefined}
        className="flex max-h-[90dvh] w-[min(36rem,calc(100vw-1.5rem))] flex-col gap-4 border-saffron p-4 sm:p-6"
      >
        <div className="flex items-center justify-between gap-3">
          <Dialog.Title className="font-display text-2xl font-bold">{texts.ingredients}</Dialog.Title>
          <Dialog.Close
            aria-label={texts.closeIngredients}
            className="grid size-12 place-items-center rounded-full bg-cream text-ink hover:bg-crust"
          >
            <X className="size-6" aria-hidden="true" />
          </Dialog.Close>
        </div>
        <ServingsControl {...choice} recipeServings={recipe.servings} onChange={onChange} />
        <ul className="grid gap-2 overflow-y-auto" data-testid="cook-ingredients">
          {ingredients.map((ingredient, index) => (
            <li key={index} className="flex flex-wrap items-baseline gap-x-2 rounded-2xl bg-cream px-3 py-2">
              <span className="text-lg font-bold">{ingredient.name}</span>
              {ingredient.quantity ? <span className="font-semibold text-ink-soft">{ingredient.quantity}</span> : null}
            </li>
          ))}
        </ul>
      </DialogPanel>
    </Dialog.Root>
  );
}
