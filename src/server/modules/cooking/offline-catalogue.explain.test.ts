// Each list behind GET /api/offline-catalogue walks an index in its own order and stops at the cap, however
// many recipes, favourites and views there are. A test database is small, so the planner is told to avoid
// sequential scans: if no index could serve a list, PostgreSQL would have to fall back to one (or to a sort).
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { favoriteRecipeIds, ownRecipeIds, popularRecipeIds, viewedRecipeIds } from './cooking.repository.ts';

let t: TestApp;
let cook: TestUser;
const cap = 300;

beforeAll(async () => {
  t = await createTestApp();
  cook = await t.signUp('Cocinera Planificadora');
  const others = await t.signUp('Otra cocinera');
  // Thirty thousand recipes (a tenth of them the cook's), with the cook's favourites and views spread over
  // them: SQL rather than the API, for the volume the statistics need.
  await t.database.pool.query(
    `
    INSERT INTO recipes (author_id, author, name, description, total_time, meal_type, nationality, difficulty, rating_count, created_at)
    SELECT CASE WHEN i % 10 = 0 THEN $1 ELSE $2 END, 'Alguien', 'Receta ' || i, 'Descripción', '30 min', 'Cena',
           'Venezolana', 'facil', i % 40, now() - make_interval(mins => i)
    FROM generate_series(1, 30000) AS i`,
    [cook.id, others.id],
  );
  await t.database.pool.query(
    `
    INSERT INTO recipe_favorites (user_id, recipe_id, created_at)
    SELECT u.id, r.id, r.created_at FROM recipes r CROSS JOIN "user" u WHERE r.name LIKE '%3'`,
  );
  await t.database.pool.query(
    `
    INSERT INTO recipe_views (user_id, recipe_id, first_seen_at)
    SELECT u.id, r.id, r.created_at FROM recipes r CROSS JOIN "user" u WHERE r.name LIKE '%7'`,
  );
  await t.database.pool.query('ANALYZE recipes; ANALYZE recipe_favorites; ANALYZE recipe_views');
});
afterAll(() => t.close());

async function plan(query: SQLWrapper): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('EXPLAIN of the offline catalogue lists', () => {
  const lists: [string, () => SQLWrapper, RegExp][] = [
    [
      'favourites',
      () => favoriteRecipeIds(t.database.db, cook.id, cap),
      /Index Only Scan using recipe_favorites_user_recent_idx/,
    ],
    [
      'opened recipes',
      () => viewedRecipeIds(t.database.db, cook.id, cap),
      /Index Only Scan using recipe_views_user_recent_idx/,
    ],
    [
      'own recipes',
      () => ownRecipeIds(t.database.db, cook.id, cap),
      /Index (Only )?Scan using recipes_author_idx/,
    ],
    [
      'most rated',
      () => popularRecipeIds(t.database.db, cap),
      /Index (Only )?Scan using recipes_featured_idx/,
    ],
  ];

  it.each(lists)('%s walk their index, with no sort', async (_name, query, expected) => {
    const text = await plan(query());
    expect(text).toMatch(expected);
    expect(text).not.toMatch(/Seq Scan|Sort/);
  });
});
