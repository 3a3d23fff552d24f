// Test helper (not a test): the one builder of a valid RecipeInput, for server, client and e2e tests.
// Pure TypeScript without zod (type-only imports of the schema), so Playwright can load it from e2e/ as well.
import { emptyStep } from './recipe-input-defaults.ts';
import type { IngredientInput, RecipeInput, StepInput } from './recipe-input.ts';

/** An ingredient: a name alone (quantity '1', no image), or the fields that differ from that. */
export type IngredientFixture = string | (Partial<IngredientInput> & Pick<IngredientInput, 'name'>);

/** A step: an instruction alone (a 'preparar' step), or the fields that differ from the schema's defaults. */
export type StepFixture = string | (Partial<StepInput> & Pick<StepInput, 'instruction'>);

/** What a test changes from the default recipe; ingredients and steps may be given short. */
export type RecipeFixture = Partial<Omit<RecipeInput, 'ingredients' | 'steps'>> & {
  ingredients?: readonly IngredientFixture[];
  steps?: readonly StepFixture[];
};

export function ingredientInput(fixture: IngredientFixture): IngredientInput {
  return { quantity: '1', image: null, ...(typeof fixture === 'string' ? { name: fixture } : fixture) };
}

/**
 * A step with the schema's defaults filled in. Nothing is normalised or dropped here: a step given
 * fields its type does not keep (or tools in any case) reaches the server as written.
 */
export function stepInput(fixture: StepFixture): StepInput {
  return { ...emptyStep(), ...(typeof fixture === 'string' ? { instruction: fixture } : fixture) };
}

/**
 * A recipe that passes recipeInputSchema, with the given fields changed, e.g.
 * `recipeInput({ name: 'Arroz con pollo', mealType: 'Almuerzo', ingredients: ['Arroz', 'Pollo'] })`.
 */
export function recipeInput(overrides: RecipeFixture = {}): RecipeInput {
  const { ingredients, steps, ...fields } = overrides;
  return {
    name: 'Arepa reina pepiada',
    description: 'Arepa rellena de pollo y aguacate.',
    mealType: 'Almuerzo',
    totalTime: '45 min',
    nationality: 'Venezolana',
    difficulty: 'medio',
    servings: 4,
    imageUrl: null,
    ...fields,
    ingredients: (ingredients ?? [{ quantity: '2 tazas', name: 'Harina de maíz' }, { name: 'Aguacate' }]).map(
      ingredientInput,
    ),
    steps: (
      steps ?? [
        { type: 'preparar', instruction: 'Amasar la harina.', time: '5 min', tools: ['Bowl'] },
        {
          type: 'cocinar',
          instruction: 'Asar las arepas.',
          time: '10 min',
          temperature: 'Media',
          heatSource: 'Cocina',
          pot: 'Plancha',
        },
      ]
    ).map(stepInput),
  };
}
