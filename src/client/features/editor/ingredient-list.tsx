// The ingredient rows: quantity, name and an optional photo; add and remove.
import { Plus, Trash2 } from 'lucide-react';
import { es } from '#shared/i18n/es.ts';
import { Button } from '../../ui/button.tsx';
import { FieldError, IconButton, TextInput } from './editor-fields.tsx';
import { ImagePicker } from './image-picker.tsx';
import {
  blankIngredient,
  removeAt,
  replaceAt,
  type DraftIngredient,
  type FieldErrors,
} from './recipe-draft.ts';

const t = es.editor.ingredients;

export interface IngredientListProps {
  ingredients: DraftIngredient[];
  errors: FieldErrors;
  onChange: (ingredients: DraftIngredient[]) => void;
  onBusyChange: (busy: boolean) => void;
}

export function IngredientList({ ingredients, errors, onChange, onBusyChange }: IngredientListProps) {
  const set = (index: number, ingredient: DraftIngredient) =>
    onChange(replaceAt(ingredients, index, ingredient));
  return (
    <div className="flex flex-col gap-3">
      <FieldError path="ingredients" error={errors.ingredients} />
      <ol className="flex flex-col gap-3">
        {ingredients.map((ingredient, index) => {
          const n = index + 1;
          return (
            <li
              key={ingredient.uid}
              className="rounded-2xl border-2 border-crust bg-cream/70 p-3"
              aria-label={t.title(n)}
            >
              <div className="flex items-start gap-3">
                <span
                  className="mt-8 grid size-8 shrink-0 place-items-center rounded-full bg-saffron font-display font-bold text-ink"
                  aria-hidden="true"
                >
                  {n}
                </span>
                <div className="grid min-w-0 flex-1 grid-cols-1 gap-3 sm:grid-cols-[9rem_1fr]">
                  <TextInput
                    path={`ingredients.${index}.quantity`}
                    label={t.quantity}
                    placeholder={t.quantityPlaceholder}
                    value={ingredient.quantity}
                    error={errors[`ingredients.${index}.quantity`]}
                    onChange={(e) => set(index, { ...ingredient, quantity: e.target.value })}
                  />
                  <TextInput
                    path={`ingredients.${index}.name`}
                    label={t.name}
                    placeholder={t.namePlaceholder}
                    value={ingredient.name}
                    error={errors[`ingredients.${index}.name`]}
                    onChange={(e) => set(index, { ...ingredient, name: e.target.value })}
                  />
                </div>
              </div>
              <div className="mt-3 flex items-center justify-between gap-2 pl-11">
                <ImagePicker
                  label={`${t.image} ${n}`}
                  size="sm"
                  purpose="ingredient"
                  uploadName={ingredient.name}
                  value={ingredient.image}
                  onChange={(image) => set(index, { ...ingredient, image })}
                  onBusyChange={onBusyChange}
                />
                <IconButton
                  label={t.remove(n)}
                  onClick={() => onChange(removeAt(ingredients, index))}
                  disabled={ingredients.length === 1}
                >
                  <Trash2 className="size-5 text-tomato" aria-hidden="true" />
                </IconButton>
              </div>
              <FieldError path={`ingredients.${index}.image`} error={errors[`ingredients.${index}.image`]} />
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        onClick={() => onChange([...ingredients, blankIngredient()])}
        icon={<Plus className="size-5" aria-hidden="true" />}
      >
        {t.add}
      </Button>
    </div>
  );
}
