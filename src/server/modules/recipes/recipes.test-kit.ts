// Test helpers of the recipes module: recipes written the way the editor writes them.
import type { RecipeInput } from '#shared/contract/recipe-input.ts';
import type { TestApp, TestUser } from '../../test/harness.ts';
import { insertRecipe } from '../editor/editor.repository.ts';

export function recipeInput(overrides: Partial<RecipeInput> = {}): RecipeInput {
  return {
    name: 'Arepa reina pepiada',
    description: 'Arepa rellena de pollo y aguacate.',
    mealType: 'Almuerzo',
    totalTime: '45 min',
    nationality: 'Venezolana',
    difficulty: 'medio',
    imageUrl: null,
    ingredients: [
      { quantity: '2 tazas', name: 'Harina de maíz', image: null },
      { quantity: '1', name: 'Aguacate', image: null },
    ],
    steps: [
      { type: 'preparar', instruction: 'Amasar la harina.', time: '5 min', utensil: '', temperature: '', image: null, heatSource: '', pot: '', tools: ['Bowl'] },
      { type: 'cocinar', instruction: 'Asar las arepas.', time: '10 min', utensil: '', temperature: 'Media', image: null, heatSource: 'Cocina', pot: 'Plancha', tools: [] },
    ],
    ...overrides,
  };
}

let clock = Date.UTC(2025, 0, 1);

/** A recipe by this cook; each one is a minute newer than the previous, so "newest first" is known. */
export async function createRecipe(t: TestApp, author: TestUser, overrides: Partial<RecipeInput> = {}): Promise<string> {
  clock += 60_000;
  return insertRecipe(t.database.db, { id: author.id, name: author.name }, recipeInput(overrides), new Date(clock));
}

export async function profileCounters(t: TestApp, userId: string) {
  const { rows } = await t.database.pool.query<{
    recipes_explored: number;
    comments_written: number;
    favorites_received: number;
    best_star_received: number;
  }>(`SELECT recipes_explored, comments_written, favorites_received, best_star_received FROM profiles WHERE user_id = $1`, [userId]);
  return rows[0]!;
}

export async function achievementsOf(t: TestApp, userId: string): Promise<string[]> {
  const { rows } = await t.database.pool.query<{ achievement_id: string }>(
    `SELECT achievement_id FROM user_achievements WHERE user_id = $1 ORDER BY achievement_id`,
    [userId],
  );
  return rows.map((r) => r.achievement_id);
}
