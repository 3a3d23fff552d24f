// The bench's seeder on a real database: recipes written whole (their template's steps, their ingredients
// with the editor's keys, cooks that exist), the indexes dropped for a large addition given back as they
// were, and a second seed adding only what is missing.
import { count, eq, getTableName, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/connect.ts';
import { recipeIngredients, recipes, user } from '../../src/server/db/schema.ts';
import { demoRecipes } from '../../src/server/seed/demo/recipes.ts';
import { createDatabase } from '../../src/server/test/harness.ts';
import { ingredientKey } from '../../src/shared/domain/ingredients.ts';
import { seedBenchRecipes } from './seed-recipes.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await connectDatabase(await createDatabase(), { poolSize: 2 });
});
afterAll(() => database.close());

async function indexDefinitions(): Promise<string[]> {
  const tables = [getTableName(recipes), getTableName(recipeIngredients)];
  const { rows } = await database.db.execute<{ definition: string }>(
    sql`SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index WHERE indrelid = ANY (${sql.param(tables)}::regclass[]) ORDER BY 1`,
  );
  return rows.map((row) => row.definition);
}

describe('seeding the bench book', () => {
  it('writes each recipe whole from its template and gives the dropped indexes back as they were', async () => {
    const { db } = database;
    const before = await indexDefinitions();
    const said: string[] = [];
    expect(await seedBenchRecipes(db, 300, (m) => said.push(m), { rebuildIndexesFrom: 1 })).toBe(300);
    expect(said.some((m) => m.includes('índices quitados'))).toBe(true);
    expect(await indexDefinitions()).toEqual(before);

    const written = await db.select({ id: recipes.id, name: recipes.name, description: recipes.description, steps: recipes.steps }).from(recipes);
    expect(written).toHaveLength(300);
    const lines = await db.select().from(recipeIngredients).orderBy(recipeIngredients.recipeId, recipeIngredients.position);
    for (const recipe of written) {
      const template = demoRecipes.find((t) => t.description === recipe.description && (recipe.name === t.name || recipe.name.startsWith(`${t.name} `)))!;
      expect(template).toBeDefined();
      expect(recipe.steps).toEqual(template.steps.map((step) => ({ ...step, image: null })));
      const own = lines.filter((line) => line.recipeId === recipe.id);
      expect(own.map((line) => [line.position, line.quantity, line.name, line.key])).toEqual(
        template.ingredients.map((ingredient, position) => [position, ingredient.quantity, ingredient.name, ingredientKey(ingredient.name)]),
      );
    }
    // The foreign keys were not checked while writing: every author exists.
    const [orphans] = await db.select({ n: count() }).from(recipes).leftJoin(user, eq(user.id, recipes.authorId)).where(isNull(user.id));
    expect(orphans?.n).toBe(0);
  });

  it('adds only the recipes missing, and none once the book is complete', async () => {
    const { db } = database;
    expect(await seedBenchRecipes(db, 450, () => {})).toBe(150);
    expect(await seedBenchRecipes(db, 450, () => {})).toBe(0);
    const [total] = await db.select({ n: count() }).from(recipes);
    expect(total?.n).toBe(450);
  });
});
