// The editor's form state and its rules (SPEC §4 "Recipe editor", §5 "Step tool"), kept pure so they are tested alone.
import {
  hasUtensil,
  normaliseUtensilName,
  recipeInputSchema,
  type RecipeInput,
  type StepInput,
} from '#shared/contract/recipe-input.ts';
import { emptyStep } from '#shared/contract/recipe-input-defaults.ts';
import type { Recipe } from '#shared/contract/recipes.ts';
import {
  heatedStepTypes,
  nationalities,
  type Difficulty,
  type MealType,
  type StepType,
} from '#shared/domain/catalog.ts';
import { servingsLimits } from '#shared/domain/servings.ts';
import { es } from '#shared/i18n/es.ts';

export interface DraftIngredient {
  uid: string;
  quantity: string;
  name: string;
  image: string | null;
}

/** A step as the form holds it: the API's step plus a stable key for the list. */
export type DraftStep = StepInput & { uid: string };

export interface RecipeDraft {
  name: string;
  description: string;
  mealType: MealType | '';
  totalTime: string;
  nationality: string;
  difficulty: Difficulty;
  /** NaN while the field is empty (the schema then says it is required). */
  servings: number;
  imageUrl: string | null;
  ingredients: DraftIngredient[];
  steps: DraftStep[];
}

/** Field path ('steps.2.instruction') → Spanish message. */
export type FieldErrors = Record<string, string>;

let uidCounter = 0;
/** A key that follows an ingredient or step through moves and removals (never sent to the server). */
export const newUid = () => `item-${(uidCounter += 1)}`;

export const blankIngredient = (): DraftIngredient => ({
  uid: newUid(),
  quantity: '',
  name: '',
  image: null,
});

export const blankStep = (type: StepType = 'preparar'): DraftStep => ({ uid: newUid(), ...emptyStep(type) });

/** A new recipe starts with one blank ingredient and one blank step of type preparar. */
export function emptyDraft(): RecipeDraft {
  return {
    name: '',
    description: '',
    mealType: '',
    totalTime: '',
    nationality: 'Internacional',
    difficulty: 'medio',
    servings: servingsLimits.byDefault,
    imageUrl: null,
    ingredients: [blankIngredient()],
    steps: [blankStep()],
  };
}

export function draftFromRecipe(recipe: Recipe): RecipeDraft {
  return {
    name: recipe.name,
    description: recipe.description,
    mealType: recipe.mealType as MealType,
    totalTime: recipe.totalTime,
    nationality: recipe.nationality,
    difficulty: recipe.difficulty as Difficulty,
    servings: recipe.servings,
    imageUrl: recipe.imageUrl,
    ingredients: recipe.ingredients.map((i) => ({
      uid: newUid(),
      quantity: i.quantity,
      name: i.name,
      image: i.image,
    })),
    steps: recipe.steps.map((s) => ({ ...blankStep(s.type), ...s, tools: [...s.tools], uid: newUid() })),
  };
}

export const isHeatedStep = (type: StepType) => heatedStepTypes.includes(type);

/** Changing a step's type clears its heat source, pot, tools and temperature. */
export function changeStepType(step: DraftStep, type: StepType): DraftStep {
  return { ...step, type, heatSource: '', pot: '', tools: [], temperature: '' };
}

/** A heat source chosen or cleared; without one there is no temperature. */
export function changeHeatSource(step: DraftStep, heatSource: string): DraftStep {
  return { ...step, heatSource, temperature: heatSource ? step.temperature : '' };
}

export type AddToolResult =
  | { status: 'ignored' }
  | { status: 'duplicate'; message: string }
  | { status: 'added'; step: DraftStep; tool: string };

/** Trimmed and upper-cased; empty is ignored; a tool already in the step is refused with its message. */
export function addTool(step: DraftStep, raw: string): AddToolResult {
  const tool = normaliseUtensilName(raw);
  if (!tool) return { status: 'ignored' };
  if (hasUtensil(step.tools, tool)) return { status: 'duplicate', message: es.editor.steps.toolDuplicate };
  return { status: 'added', step: { ...step, tools: [...step.tools, tool] }, tool };
}

export const removeTool = (step: DraftStep, tool: string): DraftStep => ({
  ...step,
  tools: step.tools.filter((t) => t !== tool),
});

/** Moves the item at `index` one place up (-1) or down (+1); out-of-range moves change nothing. */
export function move<T>(items: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return items;
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export const replaceAt = <T>(items: T[], index: number, item: T): T[] =>
  items.map((current, i) => (i === index ? item : current));
export const removeAt = <T>(items: T[], index: number): T[] => items.filter((_, i) => i !== index);

export type Validation = { ok: true; input: RecipeInput } | { ok: false; errors: FieldErrors };

/** The same schema the server uses; the first message of each field is shown at that field. */
export function validateDraft(draft: RecipeDraft): Validation {
  const result = recipeInputSchema.safeParse(draft);
  if (result.success) return { ok: true, input: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The nine nationalities, the recipe's own and those added in this form, sorted the Spanish way. */
export function nationalityOptions(current: string, added: readonly string[]): string[] {
  const all = [...nationalities, ...added];
  if (current && !all.some((n) => n.toLocaleLowerCase('es') === current.toLocaleLowerCase('es')))
    all.push(current);
  return all.sort((a, b) => a.localeCompare(b, 'es'));
}

export type AddNationalityResult =
  | { status: 'empty'; message: string }
  | { status: 'exists'; message: string }
  | { status: 'added'; name: string };

/** A new nationality (local only, SPEC §5): not empty and not already listed, in any case. */
export function addNationality(options: readonly string[], raw: string): AddNationalityResult {
  const name = raw.trim();
  if (!name) return { status: 'empty', message: es.editor.nationality.empty };
  if (options.some((n) => n.toLocaleLowerCase('es') === name.toLocaleLowerCase('es')))
    return { status: 'exists', message: es.editor.nationality.exists };
  return { status: 'added', name };
}
