// The search index follows the database: every write to recipes, by this process or another one on the
// same database, reaches each process's index through the change notices (migration 0009).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CravingResult, IngredientSearchResult } from '#shared/contract/cooking.ts';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import type { RecipeListPage } from '#shared/contract/recipes.ts';
import { buildApp, type App } from '../../app.ts';
import { connectDatabase, type DatabaseHandle } from '../../db/connect.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { createRecipe } from '../recipes/recipes.test-kit.ts';

let t: TestApp;
let cook: TestUser;
/** A second server process on the same database. */
let other: App;
let otherDatabase: DatabaseHandle;

beforeAll(async () => {
  t = await createTestApp();
  cook = await t.signUp('Cocinera Buscadora');
  otherDatabase = await connectDatabase(t.database.url, { poolSize: 4 });
  other = await buildApp({ config: t.config, database: otherDatabase, serveClient: false });
});
afterAll(async () => {
  await other.server.close();
  await otherDatabase.close();
  await t.close();
});

const bookNames = async (server: App['server'] | TestApp['server'], q: string) =>
  ((await server.inject({ method: 'GET', url: `/api/recipes?q=${encodeURIComponent(q)}` })).json() as RecipeListPage).items.map((r) => r.name);
const cravingNames = async (q: string) =>
  ((await t.request({ method: 'GET', url: `/api/search/craving?q=${encodeURIComponent(q)}` })).json() as CravingResult).items.map((r) => r.name);
const pantryNames = async (have: string) =>
  ((await t.request({ method: 'GET', url: `/api/search/ingredients?have=${encodeURIComponent(have)}` })).json() as IngredientSearchResult).items.map(
    (m) => m.recipe.name,
  );
const caughtUp = () => Promise.all([t.search.caughtUp(), other.search.caughtUp()]);

describe('the search index', () => {
  it('finds a new recipe, follows its edit and forgets it once deleted, in every process', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/recipes',
      user: cook,
      payload: recipeInput({ name: 'Chupe de camarones', description: 'Sopa espesa de Arequipa.', ingredients: ['Camarones', 'Papas amarillas', 'Leche'] }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    await caughtUp();
    expect(await bookNames(t.server, 'chupe')).toEqual(['Chupe de camarones']);
    expect(await bookNames(other.server, 'gambas')).toEqual(['Chupe de camarones']);
    expect(await cravingNames('sopa espesa')).toEqual(['Chupe de camarones']);
    expect(await pantryNames('langostinos,patatas')).toEqual(['Chupe de camarones']);

    const edited = await t.request({
      method: 'PUT',
      url: `/api/recipes/${id}`,
      user: cook,
      payload: recipeInput({ name: 'Chupe de pescado', ingredients: ['Pescado', 'Papas amarillas', 'Leche'] }),
    });
    expect(edited.statusCode).toBe(200);
    await caughtUp();
    expect(await bookNames(other.server, 'camarones')).toEqual([]);
    expect(await bookNames(other.server, 'pescado')).toEqual(['Chupe de pescado']);

    expect((await t.request({ method: 'DELETE', url: `/api/recipes/${id}`, user: cook })).statusCode).toBe(204);
    await caughtUp();
    expect(await bookNames(t.server, 'chupe')).toEqual([]);
    expect(await bookNames(other.server, 'chupe')).toEqual([]);
  });

  it('reloads everything after a change too large to name recipe by recipe, or a truncate', async () => {
    await createRecipe(t, cook, { name: 'Receta semilla' });
    await t.database.pool.query(`
      INSERT INTO recipes (author_id, author, name, description, total_time, meal_type, nationality, difficulty)
      SELECT $1, 'Cocinera Buscadora', 'Tamal número ' || i, '', '1 hora', 'Desayuno', 'Mexicana', 'medio'
      FROM generate_series(1, 150) AS i`, [cook.id]);
    await caughtUp();
    const page = (await other.server.inject({ method: 'GET', url: '/api/recipes?q=tamal&limit=50' })).json() as RecipeListPage;
    expect(page.items).toHaveLength(50);
    expect(page.nextCursor).not.toBeNull();
    await t.database.pool.query('TRUNCATE recipes CASCADE');
    await caughtUp();
    expect(await bookNames(other.server, 'tamal')).toEqual([]);
    expect(await bookNames(t.server, 'semilla')).toEqual([]);
  });

  it('ranks by the new popularity once a recipe is rated, and shows it on its card', async () => {
    const rater = await t.signUp('Catadora');
    const first = await createRecipe(t, cook, { name: 'Ají de gallina' });
    await createRecipe(t, cook, { name: 'Gallina criolla' });
    await caughtUp();
    expect(await bookNames(t.server, 'gallina')).toEqual(['Gallina criolla', 'Ají de gallina']);
    const rated = await t.request({ method: 'PUT', url: `/api/recipes/${first}/rating`, user: rater, payload: { stars: 5 } });
    expect(rated.statusCode).toBe(200);
    await caughtUp();
    expect(await bookNames(t.server, 'gallina')).toEqual(['Ají de gallina', 'Gallina criolla']);
    expect(await bookNames(other.server, 'gallina')).toEqual(['Ají de gallina', 'Gallina criolla']);
    // The cards answered from memory show the new rating too.
    const [card] = ((await other.server.inject({ method: 'GET', url: '/api/recipes?q=gallina' })).json() as RecipeListPage).items;
    expect(card).toMatchObject({ name: 'Ají de gallina', ratingCount: 1, averageRating: 5 });
  });

  it('answers the first searches of a new process from memory: it reads the cards searches show most with its index', async () => {
    await createRecipe(t, cook, { name: 'Causa limeña', ingredients: ['Papa amarilla', 'Ají amarillo', 'Limón'] });
    const database = await connectDatabase(t.database.url, { poolSize: 2 });
    const fresh = await buildApp({ config: t.config, database, serveClient: false });
    try {
      await fresh.search.settled();
      // Every statement the process sends from here on goes through its pool.
      let statements = 0;
      const query = database.pool.query.bind(database.pool);
      database.pool.query = ((...args: Parameters<typeof query>) => ((statements += 1), query(...args))) as typeof database.pool.query;
      const names = async (url: string) => {
        const { items } = (await fresh.server.inject({ method: 'GET', url })).json() as { items: ({ name: string } | { recipe: { name: string } })[] };
        return items.map((item) => ('recipe' in item ? item.recipe.name : item.name));
      };
      expect(await names('/api/recipes?q=patata')).toContain('Causa limeña');
      expect(await names('/api/search/craving?q=causa')).toContain('Causa limeña');
      expect(await names('/api/search/ingredients?have=papas,limon')).toContain('Causa limeña');
      expect(statements).toBe(0);
    } finally {
      await fresh.server.close();
      await database.close();
    }
  });
});
