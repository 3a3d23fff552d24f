import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '#shared/contract/page.ts';
import type { Recipe, RecipeListPage, RecipeSummary } from '#shared/contract/recipes.ts';
import { recipes as texts } from '#shared/i18n/recipes.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { createRecipe, profileCounters } from './recipes.test-kit.ts';

let t: TestApp;
let ana: TestUser;
let benito: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.signUp('Ana Pérez');
  benito = await t.signUp('Benito Ríos');
  // Created in this order, one minute apart: newest first is the reverse.
  ids.platano = await createRecipe(t, ana, { name: 'Plátano frito', mealType: 'Desayuno', nationality: 'Venezolana', difficulty: 'facil' });
  ids.sushi = await createRecipe(t, benito, { name: 'Sushi de salmón', mealType: 'Cena', nationality: 'Japonesa', difficulty: 'dificil' });
  ids.ratatouille = await createRecipe(t, ana, { name: 'Ratatouille', mealType: 'Almuerzo', nationality: 'Francesa', difficulty: 'medio' });
  ids.tortilla = await createRecipe(t, benito, { name: 'Tortilla española', mealType: 'Cena', nationality: 'Española', difficulty: 'medio' });
  ids.ceviche = await createRecipe(t, ana, { name: 'Ceviche clásico', mealType: 'Almuerzo', nationality: 'Peruana', difficulty: 'facil' });
  ids.tacos = await createRecipe(t, benito, { name: 'Tacos al pastor', mealType: 'Cena', nationality: 'Mexicana', difficulty: 'medio' });
  ids.ramen = await createRecipe(t, benito, { name: 'Ramen casero', mealType: 'Cena', nationality: 'Japonesa', difficulty: 'dificil' });
  // Written straight to the database: the search index learns them from the change notices.
  await t.search.caughtUp();
});
afterAll(() => t.close());

const newestFirst = () => ['ramen', 'tacos', 'ceviche', 'tortilla', 'ratatouille', 'sushi', 'platano'].map((k) => ids[k]);

async function list(query: string, user?: TestUser) {
  const response = await t.request({ method: 'GET', url: `/api/recipes${query}`, user });
  return { status: response.statusCode, body: response.json() as RecipeListPage & { error: { code: string; message: string } } };
}
async function listIds(query: string, user?: TestUser) {
  const { status, body } = await list(query, user);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.items.map((r) => r.id);
}
const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('GET /api/recipes: sort and pagination', () => {
  it('lists newest first to anyone, with the card fields', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.items.map((r) => r.id)).toEqual(newestFirst());
    expect(body.nextCursor).toBeNull();
    expect(body.items[0]).toMatchObject({
      name: 'Ramen casero',
      author: 'Benito Ríos',
      authorId: benito.id,
      imageUrl: null,
      totalTime: '45 min',
      mealType: 'Cena',
      nationality: 'Japonesa',
      difficulty: 'dificil',
      averageRating: 0,
      ratingCount: 0,
    });
    expect(new Date(body.items[0]!.createdAt).toISOString()).toBe(body.items[0]!.createdAt);
  });

  it('follows the cursor page by page without gaps or repeats, and the last page has no cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { body }: { body: Page<RecipeSummary> } = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(body.items.length).toBeLessThanOrEqual(3);
      seen.push(...body.items.map((r) => r.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(newestFirst());
  });

  it('a page that ends exactly at the last recipe has no next cursor', async () => {
    const { body } = await list('?limit=7');
    expect(body.items).toHaveLength(7);
    expect(body.nextCursor).toBeNull();
  });

  it('Destacados sorts by ratingCount descending, ties newest first, and pages through ties', async () => {
    await t.database.pool.query(`UPDATE recipes SET rating_count = 5, total_rating_sum = 20 WHERE id = $1`, [ids.sushi]);
    await t.database.pool.query(`UPDATE recipes SET rating_count = 2, total_rating_sum = 10 WHERE id = ANY($1)`, [[ids.platano, ids.tortilla]]);
    try {
      const expected = [ids.sushi, ids.tortilla, ids.platano, ids.ramen, ids.tacos, ids.ceviche, ids.ratatouille];
      expect(await listIds('?filter=featured')).toEqual(expected);
      const first = await list('?filter=featured&limit=2');
      expect(first.body.items.map((r) => r.id)).toEqual(expected.slice(0, 2));
      expect(first.body.items[0]).toMatchObject({ ratingCount: 5, averageRating: 4 });
      const second = await list(`?filter=featured&limit=2&cursor=${first.body.nextCursor}`);
      expect(second.body.items.map((r) => r.id)).toEqual(expected.slice(2, 4));
    } finally {
      await t.database.pool.query(`UPDATE recipes SET rating_count = 0, total_rating_sum = 0`);
    }
  });
});

describe('GET /api/recipes: search and filters', () => {
  it('finds by name ignoring accents and capitals', async () => {
    expect(await listIds('?q=platano')).toEqual([ids.platano]);
    expect(await listIds('?q=PL%C3%81TANO')).toEqual([ids.platano]);
    expect(await listIds('?q=salmon')).toEqual([ids.sushi]);
    expect(await listIds('?q=espanola')).toEqual([ids.tortilla]);
  });

  it('finds by author, also without accents', async () => {
    expect(await listIds('?q=benito')).toEqual([ids.ramen, ids.tacos, ids.tortilla, ids.sushi]);
    expect(await listIds('?q=rios')).toHaveLength(4);
    expect(await listIds('?q=Ana%20P%C3%A9rez')).toEqual([ids.ceviche, ids.ratatouille, ids.platano]);
  });

  it('a search that matches nothing is an empty page, and punctuation or stop words alone ask for nothing', async () => {
    const { body } = await list('?q=langosta');
    expect(body).toEqual({ items: [], nextCursor: null, corrected: null });
    expect(await listIds('?q=%25%25')).toEqual([]);
    expect(await listIds('?q=_')).toEqual([]);
    expect(await listIds('?q=de%20la')).toEqual([]);
  });

  it('finds words in any order, recipes with every word before those with some', async () => {
    expect(await listIds('?q=frito%20platano')).toEqual([ids.platano]);
    expect(await listIds('?q=sushi%20de%20salmon')).toEqual([ids.sushi]);
    expect(await listIds('?q=salmon%20casero%20ramen')).toEqual([ids.ramen, ids.sushi]);
  });

  it('finds a recipe by its ingredients after its name, regional names merged', async () => {
    const guiso = await createRecipe(t, ana, { name: 'Guiso de la casa', ingredients: ['3 patatas', '1 cebolla'] });
    const papas = await createRecipe(t, benito, { name: 'Papas arrugadas', ingredients: ['1 kg de papas', 'sal gorda'] });
    await t.search.caughtUp();
    try {
      expect(await listIds('?q=patatas')).toEqual([papas, guiso]);
    } finally {
      await t.database.pool.query('DELETE FROM recipes WHERE id = ANY($1)', [[guiso, papas]]);
      await t.search.caughtUp();
    }
  });

  it('corrects a misspelt word only when it names nothing, and says so', async () => {
    const { body } = await list('?q=ceviche%20clasiko');
    expect(body.items.map((r) => r.id)).toEqual([ids.ceviche]);
    expect(body.corrected).toBe('ceviche clasico');
    expect((await list('?q=ceviche')).body.corrected).toBeNull();
  });

  it('pages through a search with its own cursor, and narrows it by filters and lists', async () => {
    const first = await list('?q=benito&limit=3');
    const second = await list(`?q=benito&limit=3&cursor=${first.body.nextCursor}`);
    expect([...first.body.items, ...second.body.items].map((r) => r.id)).toEqual([ids.ramen, ids.tacos, ids.tortilla, ids.sushi]);
    expect(second.body.nextCursor).toBeNull();
    expect(await listIds('?q=benito&difficulty=dificil')).toEqual([ids.ramen, ids.sushi]);
    expect(await listIds('?q=benito&filter=mine', benito)).toHaveLength(4);
    expect(await listIds('?q=benito&filter=mine', ana)).toEqual([]);
    await t.request({ method: 'PUT', url: `/api/recipes/${ids.tacos}/favorite`, user: ana });
    expect(await listIds('?q=benito&filter=favorites', ana)).toEqual([ids.tacos]);
    await t.request({ method: 'DELETE', url: `/api/recipes/${ids.tacos}/favorite`, user: ana });
  });

  it('answers a query of 5,000 characters, symbols or emoji with results or an empty page', async () => {
    expect(await listIds(`?q=${encodeURIComponent('ramen '.repeat(833))}`)).toEqual([ids.ramen]);
    for (const q of ["'; DROP TABLE recipes;--", '.*+?^${}()|[]\\', '🍕🌮', '%00']) expect(await listIds(`?q=${encodeURIComponent(q)}`), q).toEqual([]);
  });

  it('filters by difficulty and meal type', async () => {
    expect(await listIds('?difficulty=facil')).toEqual([ids.ceviche, ids.platano]);
    expect(await listIds('?difficulty=dificil')).toEqual([ids.ramen, ids.sushi]);
    expect(await listIds(`?difficulty=${encodeURIComponent('Difícil')}`)).toEqual([ids.ramen, ids.sushi]);
    expect(await listIds('?difficulty=FACIL')).toEqual([ids.ceviche, ids.platano]);
    expect(await listIds('?mealType=Almuerzo')).toEqual([ids.ceviche, ids.ratatouille]);
  });

  it('filters by nationality, with the alternate keys and Internacional meaning all', async () => {
    expect(await listIds('?nationality=Japonesa')).toEqual([ids.ramen, ids.sushi]);
    expect(await listIds('?nationality=japon')).toEqual([ids.ramen, ids.sushi]);
    expect(await listIds('?nationality=JAP%C3%93N')).toEqual([ids.ramen, ids.sushi]);
    expect(await listIds('?nationality=francia')).toEqual([ids.ratatouille]);
    expect(await listIds('?nationality=espa%C3%B1a')).toEqual([ids.tortilla]);
    expect(await listIds('?nationality=peru')).toEqual([ids.ceviche]);
    expect(await listIds('?nationality=mexicana')).toEqual([ids.tacos]);
    expect(await listIds('?nationality=Internacional')).toEqual(newestFirst());
    expect(await listIds('?nationality=Tailandesa')).toEqual([]);
  });

  it('combines search, difficulty and nationality', async () => {
    expect(await listIds('?q=ramen&difficulty=dificil&nationality=japon')).toEqual([ids.ramen]);
    expect(await listIds('?q=ramen&difficulty=facil')).toEqual([]);
  });

  it('Mis Recetas needs a sign-in and shows only the viewer’s recipes', async () => {
    const anonymous = await list('?filter=mine');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(texts.errors.signInForMine);
    expect(await listIds('?filter=mine', ana)).toEqual([ids.ceviche, ids.ratatouille, ids.platano]);
    expect(await listIds('?filter=mine&difficulty=facil', ana)).toEqual([ids.ceviche, ids.platano]);
  });

  it('Favoritos needs a sign-in and shows the viewer’s saved recipes, newest first', async () => {
    const anonymous = await list('?filter=favorites');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe(texts.errors.signInForFavorites);
    expect(await listIds('?filter=favorites', ana)).toEqual([]);
    for (const id of [ids.sushi, ids.tacos, ids.ceviche]) {
      expect((await t.request({ method: 'PUT', url: `/api/recipes/${id}/favorite`, user: ana })).statusCode).toBe(200);
    }
    expect(await listIds('?filter=favorites', ana)).toEqual([ids.tacos, ids.ceviche, ids.sushi]);
    expect(await listIds('?filter=favorites&q=sushi', ana)).toEqual([ids.sushi]);
    const first = await list('?filter=favorites&limit=2', ana);
    const second = await list(`?filter=favorites&limit=2&cursor=${first.body.nextCursor}`, ana);
    expect(second.body.items.map((r) => r.id)).toEqual([ids.sushi]);
    expect(await listIds('?filter=favorites', benito)).toEqual([]);
  });
});

describe('GET /api/recipes: shared pages are cached until recipes change', () => {
  const nameOf = async (id: string) => (await list('?limit=50')).body.items.find((r) => r.id === id)?.name;
  const rename = (name: string) => t.database.pool.query(`UPDATE recipes SET name = $1 WHERE id = $2`, [name, ids.ceviche]);

  it('serves a kept page while nothing announces a change, and a fresh one once the database does', async () => {
    expect(await nameOf(ids.ceviche!)).toBe('Ceviche clásico');
    // With the announcing trigger off, a change is invisible to the cached page: it really is cached.
    await t.database.pool.query('ALTER TABLE recipes DISABLE TRIGGER recipes_updated_notice');
    try {
      await rename('Ceviche sin anunciar');
      expect(await nameOf(ids.ceviche!)).toBe('Ceviche clásico');
    } finally {
      await t.database.pool.query('ALTER TABLE recipes ENABLE TRIGGER recipes_updated_notice');
    }
    // Any change made anywhere (here, straight in the database) empties the cache of every process.
    await rename('Ceviche renombrado');
    await expect.poll(() => nameOf(ids.ceviche!), { timeout: 3000 }).toBe('Ceviche renombrado');
    await rename('Ceviche clásico');
    await expect.poll(() => nameOf(ids.ceviche!), { timeout: 3000 }).toBe('Ceviche clásico');
  });

  it('never shares the pages that depend on who asks', async () => {
    expect(await listIds('?filter=mine', ana)).not.toEqual(await listIds('?filter=mine', benito));
  });
});

describe('GET /api/recipes: bad input gets a Spanish 400', () => {
  const cases: [string, string][] = [
    ['?filter=populares', texts.errors.invalidFilter],
    ['?difficulty=extrema', texts.errors.invalidDifficulty],
    ['?mealType=Merienda', texts.errors.invalidMealType],
    ['?limit=0', texts.errors.invalidLimit],
    ['?limit=51', texts.errors.invalidLimit],
    ['?limit=abc', texts.errors.invalidLimit],
    ['?limit=2.5', texts.errors.invalidLimit],
    [`?q=${'a'.repeat(5001)}`, texts.errors.searchTooLong],
    [`?q=sopa&cursor=${cursorOf(['o', -3])}`, texts.errors.invalidCursor],
    [`?q=sopa&cursor=${cursorOf(['n', '2025-01-01T00:00:00.000000Z', '7b0c2a4e-8f51-4c9e-9a57-3f8a1e2d4c6b'])}`, texts.errors.invalidCursor],
    ['?cursor=esto-no-es-un-cursor', texts.errors.invalidCursor],
    [`?cursor=${cursorOf(['n', '2025-02-30T00:00:00.000000Z', '7b0c2a4e-8f51-4c9e-9a57-3f8a1e2d4c6b'])}`, texts.errors.invalidCursor],
    [`?cursor=${cursorOf(['n', '2025-01-01T00:00:00.000000Z', 'nada'])}`, texts.errors.invalidCursor],
    [`?cursor=${cursorOf(['n', "2025-01-01'; DROP TABLE recipes; --", '7b0c2a4e-8f51-4c9e-9a57-3f8a1e2d4c6b'])}`, texts.errors.invalidCursor],
    // A featured cursor does not continue the newest-first list, nor the other way round.
    [`?cursor=${cursorOf(['f', 3, '2025-01-01T00:00:00.000000Z', '7b0c2a4e-8f51-4c9e-9a57-3f8a1e2d4c6b'])}`, texts.errors.invalidCursor],
    [`?filter=featured&cursor=${cursorOf(['n', '2025-01-01T00:00:00.000000Z', '7b0c2a4e-8f51-4c9e-9a57-3f8a1e2d4c6b'])}`, texts.errors.invalidCursor],
    [`?filter=featured&cursor=${cursorOf(['f', -1, '2025-01-01T00:00:00.000000Z', '7b0c2a4e-8f51-4c9e-9a57-3f8a1e2d4c6b'])}`, texts.errors.invalidCursor],
  ];
  it.each(cases)('%s', async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it('a real cursor with one character changed is refused, not misread', async () => {
    const { body } = await list('?limit=2');
    const tampered = body.nextCursor!.slice(0, -3) + (body.nextCursor!.endsWith('A') ? 'BBB' : 'AAA');
    const response = await list(`?limit=2&cursor=${tampered}`);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(texts.errors.invalidCursor);
  });
});

describe('GET /api/recipes/:id', () => {
  it('answers the whole recipe to anyone, ingredients and steps in order', async () => {
    const response = await t.request({ method: 'GET', url: `/api/recipes/${ids.tacos}` });
    expect(response.statusCode).toBe(200);
    const recipe = response.json() as Recipe;
    expect(recipe).toMatchObject({ id: ids.tacos, name: 'Tacos al pastor', myRating: 0, isFavorite: false, favoritesCount: 1, commentsCount: 0, totalRatingSum: 0 });
    expect(recipe.ingredients.map((i) => i.name)).toEqual(['Harina de maíz', 'Aguacate']);
    expect(recipe.steps.map((s) => s.instruction)).toEqual(['Amasar la harina.', 'Asar las arepas.']);
    expect(recipe.steps[1]).toMatchObject({ heatSource: 'Cocina', pot: 'Plancha', time: '10 min' });
  });

  it('tells the viewer whether they saved it', async () => {
    const recipe = (await t.request({ method: 'GET', url: `/api/recipes/${ids.tacos}`, user: ana })).json() as Recipe;
    expect(recipe.isFavorite).toBe(true);
  });

  it('is a Spanish 404 for an unknown or malformed id, never a 500', async () => {
    for (const id of ['3f1d7c1e-0d7a-4c55-9a51-1a2b3c4d5e6f', 'no-es-un-uuid', '1%27%20OR%201=1', 'x'.repeat(90)]) {
      const response = await t.request({ method: 'GET', url: `/api/recipes/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.message).toBe('Receta no encontrada.');
    }
  });

  it('counts nothing for reading a recipe: a foreign page could make a browser read many', async () => {
    const cook = await t.signUp('Lectora');
    for (const id of [ids.ramen, ids.sushi, ids.tacos]) {
      expect((await t.request({ method: 'GET', url: `/api/recipes/${id}`, user: cook })).statusCode).toBe(200);
    }
    expect((await profileCounters(t, cook.id)).recipes_explored).toBe(0);
  });

  it('counts each distinct recipe the app says was opened (POST /views) once towards recipes explored', async () => {
    const cook = await t.signUp('Exploradora');
    const view = (id: string) => t.request({ method: 'POST', url: `/api/recipes/${id}/views`, user: cook });
    expect((await profileCounters(t, cook.id)).recipes_explored).toBe(0);
    expect((await view(ids.ramen!)).statusCode).toBe(204);
    expect((await view(ids.ramen!)).statusCode).toBe(204);
    expect((await profileCounters(t, cook.id)).recipes_explored).toBe(1);
    await view(ids.sushi!);
    expect((await profileCounters(t, cook.id)).recipes_explored).toBe(2);
    const { rows } = await t.database.pool.query(`SELECT recipe_id FROM recipe_views WHERE user_id = $1`, [cook.id]);
    expect(rows).toHaveLength(2);
  });

  it('refuses a view signed out (401), from a foreign page (403) or of an unknown recipe (404), counting nothing', async () => {
    const cook = await t.signUp('Curiosa');
    const signedOut = await t.request({ method: 'POST', url: `/api/recipes/${ids.ramen}/views` });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(texts.errors.signInForViews);
    const foreign = await t.request({
      method: 'POST',
      url: `/api/recipes/${ids.ramen}/views`,
      user: cook,
      headers: { origin: 'https://ajena.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('BAD_ORIGIN');
    for (const id of ['3f1d7c1e-0d7a-4c55-9a51-1a2b3c4d5e6f', 'no-es-un-uuid']) {
      const missing = await t.request({ method: 'POST', url: `/api/recipes/${id}/views`, user: cook });
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().error).toEqual({ code: 'NOT_FOUND', message: texts.errors.notFound });
    }
    expect((await profileCounters(t, cook.id)).recipes_explored).toBe(0);
    const { rows } = await t.database.pool.query(`SELECT 1 FROM recipe_views WHERE user_id = $1`, [cook.id]);
    expect(rows).toHaveLength(0);
  });
});
