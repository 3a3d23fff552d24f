// Every shape of the list query is served by an index (a search is answered by the search index, not SQL). A test database is small, so the planner is
// told to avoid sequential scans: if no index could serve a shape, PostgreSQL would still have to
// fall back to one and the test fails. The bench prints the real plans on 100,000 recipes.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeListQuerySchema, type RecipeListQuery } from '#shared/contract/recipes.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { listRecipesSql, listSortKind } from './recipes.repository.ts';
import { createRecipe } from './recipes.test-kit.ts';

let t: TestApp;
let cook: TestUser;
const someId = '7b0c2a4e-8f51-4c9e-9a57-3f8a1e2d4c6b';
const newestCursor = encodeCursor('newest', { createdAt: '2025-06-01T10:00:00.000000Z', id: someId, ratingCount: 0 });
const featuredCursor = encodeCursor('featured', { createdAt: '2025-06-01T10:00:00.000000Z', id: someId, ratingCount: 3 });

beforeAll(async () => {
  t = await createTestApp();
  cook = await t.signUp('Planificadora');
  const others = await t.signUp('Otra cocinera');
  const favorite = await createRecipe(t, others, { name: 'Receta favorita' });
  await createRecipe(t, cook, { name: 'Receta propia' });
  await t.request({ method: 'PUT', url: `/api/recipes/${favorite}/favorite`, user: cook });
  // Thirty thousand rows with the real columns, so the statistics look like a recipe book. This stays
  // SQL rather than createRecipe: it needs columns the editor never writes (rating_count, a spread of
  // created_at) and 30,000 rows in one statement; ingredients and steps play no part in these plans.
  await t.database.pool.query(`
    INSERT INTO recipes (author_id, author, name, description, total_time, meal_type, nationality, difficulty, rating_count, created_at)
    SELECT $1, 'Otra cocinera', 'Receta ' || i, 'Descripción', '30 min',
           (ARRAY['Desayuno','Almuerzo','Cena','Postre','Snack'])[1 + i % 5],
           (ARRAY['Venezolana','Colombiana','Mexicana','Italiana','Japonesa','Francesa','Española','Peruana'])[1 + i % 8],
           (ARRAY['facil','medio','dificil'])[1 + i % 3],
           i % 40,
           now() - make_interval(mins => i)
    FROM generate_series(1, 30000) AS i`, [others.id]);
  await t.database.pool.query('ANALYZE recipes; ANALYZE recipe_favorites');
});
afterAll(() => t.close());

async function plan(input: Record<string, unknown>): Promise<string> {
  const query: RecipeListQuery = recipeListQuerySchema.parse(input);
  const after = query.cursor ? decodeCursor(listSortKind(query), query.cursor) : null;
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${listRecipesSql(query, after, cook.id)}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('EXPLAIN of GET /api/recipes', () => {
  const shapes: [string, Record<string, unknown>, RegExp][] = [
    ['first page, newest first', {}, /Index Scan using recipes_created_idx/],
    ['next page, newest first', { cursor: newestCursor }, /Index Cond: \(ROW\(created_at, id\) < ROW/],
    ['Destacados', { filter: 'featured' }, /Index Scan using recipes_featured_idx/],
    ['Destacados, next page', { filter: 'featured', cursor: featuredCursor }, /recipes_featured_idx[\s\S]*Index Cond: \(ROW\(rating_count, created_at, id\) < ROW/],
    ['Mis Recetas', { filter: 'mine' }, /recipes_author_idx/],
    // Few favourites here; at scale the planner reads the viewer's rows of the primary key (user_id, recipe_id).
    ['Favoritos', { filter: 'favorites' }, /recipe_favorites_(pkey|recipe_idx)[\s\S]*recipes_pkey/],
    ['difficulty', { difficulty: 'medio' }, /recipes_difficulty_idx|recipes_created_idx/],
    ['nationality', { nationality: 'japon' }, /recipes_nationality_idx|recipes_created_idx/],
    ['meal type', { mealType: 'Postre' }, /recipes_meal_type_idx|recipes_created_idx/],
  ];

  it.each(shapes)('%s', async (_name, input, expected) => {
    const text = await plan(input);
    expect(text).not.toMatch(/Seq Scan/);
    expect(text).toMatch(expected);
  });
});
