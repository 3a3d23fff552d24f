// Test helpers of the recipes module: recipes written the way the editor writes them, from the shared
// builder recipeInput (src/shared/contract/recipe-input.test-kit.ts).
import { recipeInput, type RecipeFixture } from '#shared/contract/recipe-input.test-kit.ts';
import type { TestApp, TestUser } from '../../test/harness.ts';
import { insertRecipe } from '../editor/editor.repository.ts';

let clock = Date.UTC(2025, 0, 1);

/** A recipe by this cook; each one is a minute newer than the previous, so "newest first" is known. */
export async function createRecipe(t: TestApp, author: TestUser, overrides: RecipeFixture = {}): Promise<string> {
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
