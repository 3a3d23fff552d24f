// The recipe form of /recipe-editor: validated with the server's own schema, errors shown at each field.
import { useQueryClient } from '@tanstack/react-query';
import { BookOpenText, ChefHat, ImageIcon, ListOrdered, Plus, Save, Trash2 } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CatalogKind } from '#shared/contract/editor.ts';
import { hasUtensil } from '#shared/contract/recipe-input.ts';
import {
  difficulties,
  difficultyLabels,
  mealTypes,
  type Difficulty,
  type MealType,
} from '#shared/domain/catalog.ts';
import { servingsLimits } from '#shared/domain/servings.ts';
import { es } from '#shared/i18n/es.ts';
import { sessionQuery } from '../../app/session.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useToast } from '../../ui/toaster.tsx';
import { editedRecipeQuery, utensilsQuery } from './editor-api.ts';
import { FieldError, fieldId, Section, SelectInput, TextArea, TextInput } from './editor-fields.tsx';
import { ImagePicker } from './image-picker.tsx';
import { IngredientList } from './ingredient-list.tsx';
import { NationalityField } from './nationality-field.tsx';
import {
  addTool,
  blankStep,
  changeHeatSource,
  move,
  removeAt,
  replaceAt,
  validateDraft,
  type DraftStep,
  type FieldErrors,
  type RecipeDraft,
} from './recipe-draft.ts';
import { StepCard, toolsListId } from './step-card.tsx';
import { useUtensils } from './use-utensils.ts';
import { UtensilDialog } from './utensil-dialog.tsx';

const t = es.editor;

export interface RecipeFormProps {
  initial: RecipeDraft;
  /** Present in edit mode. */
  recipeId?: string;
}

/** Focuses the first field with an error (or the nearest block that holds it). */
function focusFirstError(errors: FieldErrors) {
  const first = Object.keys(errors)[0];
  if (!first) return;
  requestAnimationFrame(() => {
    const parts = first.split('.');
    for (let length = parts.length; length > 0; length -= 1) {
      const element = document.getElementById(fieldId(parts.slice(0, length).join('.')));
      if (element) {
        element.focus();
        element.scrollIntoView({ block: 'center', behavior: 'smooth' });
        return;
      }
    }
  });
}

export function RecipeForm({ initial, recipeId }: RecipeFormProps) {
  const notify = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { utensils, addUtensil } = useUtensils();
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [uploads, setUploads] = useState(0);
  const [utensilFor, setUtensilFor] = useState<{ stepUid: string; kind: CatalogKind } | null>(null);

  // After the first submit the form re-checks itself on every change, so messages follow moved steps.
  const errors = useMemo<FieldErrors>(() => {
    if (!submitted) return serverErrors;
    const result = validateDraft(draft);
    return { ...serverErrors, ...(result.ok ? {} : result.errors) };
  }, [draft, submitted, serverErrors]);

  const update = (change: Partial<RecipeDraft>) => {
    setServerErrors({});
    setDraft((current) => ({ ...current, ...change }));
  };
  const setSteps = (steps: DraftStep[]) => update({ steps });
  const onBusyChange = (busy: boolean) => setUploads((n) => n + (busy ? 1 : -1));
  const busy = saving || uploads > 0;

  function leave(message: string) {
    notify('success', message);
    // This editor's own recipe is now stale or deleted: it must not be fetched again on the way out, so
    // its entry (shared with the recipe's detail) is dropped and the detail loads it afresh.
    if (recipeId) queryClient.removeQueries({ queryKey: editedRecipeQuery(recipeId).queryKey, exact: true });
    // Lists, details and profile counters all changed; the session did not, and the utensil catalogue
    // refreshes itself from its live events.
    const unchanged: unknown[] = [sessionQuery.queryKey[0], utensilsQuery.queryKey[0]];
    void queryClient.invalidateQueries({ predicate: (query) => !unchanged.includes(query.queryKey[0]) });
    navigate('/recipes');
  }

  function failed(error: unknown, fallback: string) {
    console.error(error);
    if (error instanceof ApiError && error.status === 401) return notify('error', es.errors.invalidSession);
    if (error instanceof ApiError && error.field) setServerErrors({ [error.field]: error.message });
    if (error instanceof ApiError && [400, 403, 404].includes(error.status) && error.code !== 'VALIDATION')
      return notify('error', error.message);
    notify('error', fallback);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const result = validateDraft(draft);
    if (!result.ok) {
      focusFirstError(result.errors);
      return;
    }
    setSaving(true);
    try {
      if (recipeId) await call('PUT /api/recipes/:id', { params: { id: recipeId }, body: result.input });
      else await call('POST /api/recipes', { body: result.input });
      leave(recipeId ? t.updated : t.created);
    } catch (error) {
      failed(error, t.saveError);
      setSaving(false);
    }
  }

  async function deleteRecipe() {
    if (!recipeId) return;
    setSaving(true);
    try {
      await call('DELETE /api/recipes/:id', { params: { id: recipeId } });
      setConfirmingDelete(false);
      leave(t.deleted);
    } catch (error) {
      setConfirmingDelete(false);
      failed(error, t.deleteError);
      setSaving(false);
    }
  }

  /** A tool not yet in the shared catalogue is saved there too (SPEC §5); the recipe save repeats it. */
  function saveToolToCatalogue(tool: string) {
    if (hasUtensil(utensils.tools, tool)) return;
    addUtensil('tools', tool).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 409)) console.error(error);
    });
  }

  function applyChosenUtensil(kind: CatalogKind, name: string) {
    const index = draft.steps.findIndex((s) => s.uid === utensilFor?.stepUid);
    const step = draft.steps[index];
    if (!step) return;
    if (kind === 'heatSources') setSteps(replaceAt(draft.steps, index, changeHeatSource(step, name)));
    else if (kind === 'pots') setSteps(replaceAt(draft.steps, index, { ...step, pot: name }));
    else {
      const added = addTool(step, name);
      if (added.status === 'added') setSteps(replaceAt(draft.steps, index, added.step));
    }
  }

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5">
      <fieldset disabled={saving} className="flex min-w-0 flex-col gap-5">
        <Section title={t.sections.basics} icon={<ChefHat className="size-6" />}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              path="name"
              label={t.fields.name}
              placeholder={t.fields.namePlaceholder}
              className="sm:col-span-2"
              value={draft.name}
              error={errors.name}
              onChange={(e) => update({ name: e.target.value })}
            />
            <TextArea
              path="description"
              label={t.fields.description}
              placeholder={t.fields.descriptionPlaceholder}
              className="sm:col-span-2"
              rows={3}
              value={draft.description}
              error={errors.description}
              onChange={(e) => update({ description: e.target.value })}
            />
            <SelectInput
              path="mealType"
              label={t.fields.mealType}
              value={draft.mealType}
              error={errors.mealType}
              onChange={(e) => update({ mealType: e.target.value as MealType })}
            >
              <option value="" disabled>
                {t.fields.chooseMealType}
              </option>
              {mealTypes.map((meal) => (
                <option key={meal} value={meal}>
                  {meal}
                </option>
              ))}
            </SelectInput>
            <TextInput
              path="totalTime"
              label={t.fields.totalTime}
              placeholder={t.fields.totalTimePlaceholder}
              value={draft.totalTime}
              error={errors.totalTime}
              onChange={(e) => update({ totalTime: e.target.value })}
            />
            <TextInput
              path="servings"
              label={es.servings.label}
              type="number"
              inputMode="numeric"
              min={servingsLimits.min}
              max={servingsLimits.max}
              step={1}
              value={Number.isNaN(draft.servings) ? '' : draft.servings}
              error={errors.servings}
              onChange={(e) => update({ servings: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
            />
            <SelectInput
              path="difficulty"
              label={t.fields.difficulty}
              value={draft.difficulty}
              error={errors.difficulty}
              onChange={(e) => update({ difficulty: e.target.value as Difficulty })}
            >
              {difficulties.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {difficultyLabels[difficulty]}
                </option>
              ))}
            </SelectInput>
            <NationalityField
              value={draft.nationality}
              error={errors.nationality}
              onChange={(nationality) => update({ nationality })}
            />
          </div>
        </Section>

        <Section title={t.sections.image} icon={<ImageIcon className="size-6" />}>
          <ImagePicker
            label={t.sections.image}
            size="lg"
            purpose="recipe"
            uploadName={draft.name}
            value={draft.imageUrl}
            onChange={(imageUrl) => update({ imageUrl })}
            onBusyChange={onBusyChange}
          />
          <FieldError path="imageUrl" error={errors.imageUrl} />
        </Section>

        <Section title={t.sections.ingredients} icon={<BookOpenText className="size-6" />}>
          <IngredientList
            ingredients={draft.ingredients}
            errors={errors}
            onChange={(ingredients) => update({ ingredients })}
            onBusyChange={onBusyChange}
          />
        </Section>

        <Section title={t.sections.steps} icon={<ListOrdered className="size-6" />}>
          <FieldError path="steps" error={errors.steps} />
          <datalist id={toolsListId}>
            {utensils.tools.map((tool) => (
              <option key={tool} value={tool} />
            ))}
          </datalist>
          <ol className="flex flex-col gap-4">
            {draft.steps.map((step, index) => (
              <StepCard
                key={step.uid}
                step={step}
                index={index}
                count={draft.steps.length}
                errors={errors}
                utensils={utensils}
                onChange={(changed) => setSteps(replaceAt(draft.steps, index, changed))}
                onMove={(by) => setSteps(move(draft.steps, index, by))}
                onRemove={() => setSteps(removeAt(draft.steps, index))}
                onToolAdded={saveToolToCatalogue}
                onNewUtensil={(kind) => setUtensilFor({ stepUid: step.uid, kind })}
                onBusyChange={onBusyChange}
              />
            ))}
          </ol>
          <Button
            variant="secondary"
            className="mt-4 w-full"
            onClick={() => setSteps([...draft.steps, blankStep()])}
            icon={<Plus className="size-5" aria-hidden="true" />}
          >
            {t.steps.add}
          </Button>
        </Section>

        <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t-2 border-crust bg-cream/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-blob sm:border-2">
          {submitted && hasErrors ? (
            <p role="alert" className="text-center font-semibold text-tomato">
              {t.fixErrors}
            </p>
          ) : null}
          <div className="flex gap-3">
            {recipeId ? (
              <Button
                variant="danger"
                size="lg"
                className="px-4"
                onClick={() => setConfirmingDelete(true)}
                disabled={busy}
                aria-label={t.delete}
                icon={<Trash2 className="size-5" aria-hidden="true" />}
              >
                <span className="hidden sm:inline">{t.delete}</span>
              </Button>
            ) : null}
            <Button
              type="submit"
              size="lg"
              className="flex-1"
              disabled={busy}
              icon={<Save className="size-5" aria-hidden="true" />}
            >
              {saving ? t.saving : recipeId ? t.submitUpdate : t.submitCreate}
            </Button>
          </div>
        </div>
      </fieldset>

      <UtensilDialog
        open={utensilFor !== null}
        initialKind={utensilFor?.kind ?? 'heatSources'}
        utensils={utensils}
        addUtensil={addUtensil}
        onClose={() => setUtensilFor(null)}
        onChosen={applyChosenUtensil}
      />
      <ConfirmDialog
        open={confirmingDelete}
        message={t.deleteConfirm}
        busy={saving}
        onConfirm={() => void deleteRecipe()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </form>
  );
}
