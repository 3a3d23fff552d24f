import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CravingResult,
  IngredientSearchResult,
  KnownIngredients,
  RandomRecipe,
} from '#shared/contract/cooking.ts';
import { cookingFixtures as fixtures } from '#shared/contract/cooking-fixtures.test-kit.ts';
import { es } from '#shared/i18n/es.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { achievementsOf, createRecipe, profileCounters } from '../recipes/recipes.test-kit.ts';

const texts = es.cooking;
let t: TestApp;
let author: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  author = await t.signUp('Autora Cocina');
  for (const f of fixtures) {
    ids[f.name] = await createRecipe(t, author, f);
  }
  await t.search.caughtUp();
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) => t.request({ method: 'GET', url, user });
const searchIngredients = async (have: string[]) => {
  const res = await get(`/api/search/ingredients?have=${encodeURIComponent(have.join(','))}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as IngredientSearchResult).items;
};
const crave = async (q: string) => {
  const res = await get(`/api/search/craving?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json() as CravingResult;
};
const names = (items: { name: string }[]) => items.map((r) => r.name);
const expectError = (res: { statusCode: number; json(): unknown }, status: number, message: string) => {
  expect(res.statusCode).toBe(status);
  expect((res.json() as { error: { message: string } }).error.message).toBe(message);
};

describe('GET /api/ingredients', () => {
  it('lists each known ingredient once, commonest first, with its key, and may be cached', async () => {
    const res = await get('/api/ingredients');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const { items } = res.json() as KnownIngredients;
    expect(items[0]).toEqual({ key: 'cebolla', name: 'Cebolla' });
    expect(items).toContainEqual({ key: 'aguacate', name: 'Aguacates' });
    // 'Papa' and 'Patatas' are one ingredient.
    expect(items.filter((i) => i.key === 'papa')).toHaveLength(1);
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
  });
});

describe('GET /api/search/ingredients', () => {
  it('takes the selection as one comma list or as repeated have parameters, with the same answer', async () => {
    const repeated = await get('/api/search/ingredients?have=arroz&have=leche&have=az%C3%BAcar&have=canela');
    expect(repeated.statusCode).toBe(200);
    expect((repeated.json() as IngredientSearchResult).items).toEqual(await searchIngredients(['arroz', 'leche', 'azúcar', 'canela']));
  });

  it('ranks by fewest missing and lists what is missing, staples never missing', async () => {
    const items = await searchIngredients(['arroz', 'leche', 'azúcar', 'canela']);
    expect(items[0]).toMatchObject({
      recipe: { name: 'Arroz con leche' },
      have: ['Arroz', 'Leche', 'Azúcar', 'Canela'],
      missing: [],
      ratio: 1,
    });
    expect(items[1]).toMatchObject({
      recipe: { name: 'Panqueques' },
      missing: ['Harina', 'Huevo'],
      ratio: 0.5,
    });
    const arrozConPollo = items.find((i) => i.recipe.name === 'Arroz con pollo');
    expect(arrozConPollo).toMatchObject({ have: ['2 tazas de arroz blanco'], ratio: 0.2 });
    const missing = items.map((i) => i.missing.length);
    expect(missing).toEqual([...missing].sort((a, b) => a - b));
  });

  it('breaks equal missing counts by the share covered, then by popularity', async () => {
    // Caraotas negras and Tortilla española (its olive oil a staple) miss 2 of 4; Arroz con pollo 3 of 5
    // (0.4) comes before Lentejas guisadas 3 of 4 (0.25).
    await t.database.pool.query('UPDATE recipes SET rating_count = 5 WHERE id = $1', [ids['Tortilla española']]);
    await t.search.caughtUp();
    try {
      const items = await searchIngredients(['cebolla', 'ajo']);
      expect(names(items.map((i) => i.recipe)).slice(0, 4)).toEqual(['Tortilla española', 'Caraotas negras', 'Arroz con pollo', 'Lentejas guisadas']);
    } finally {
      await t.database.pool.query('UPDATE recipes SET rating_count = 0 WHERE id = $1', [ids['Tortilla española']]);
      await t.search.caughtUp();
    }
  });

  it('pages the results with a cursor, and never finds a recipe by staples alone', async () => {
    const first = await get('/api/search/ingredients?have=cebolla');
    const page = first.json() as IngredientSearchResult;
    expect(page.items).toHaveLength(5);
    expect(page.nextCursor).toBeNull();
    expect(await searchIngredients(['sal', 'agua', 'aceite', 'azúcar'])).toEqual([]);
    expectError(await get('/api/search/ingredients?have=cebolla&cursor=otra-cosa'), 400, es.recipes.errors.invalidCursor);
  });

  it('understands regional names, plurals, accents and capitals', async () => {
    const [guacamole] = await searchIngredients(['palta', 'jitomate', 'CEBOLLAS', 'limón', 'cilantro']);
    expect(guacamole).toMatchObject({ recipe: { name: 'Guacamole' }, missing: [], ratio: 1 });
    const [caraotas] = await searchIngredients(['frijoles', 'cebolla', 'ajo', 'comino']);
    expect(caraotas).toMatchObject({ recipe: { name: 'Caraotas negras' }, ratio: 1 });
    const [tortilla] = await searchIngredients(['papas', 'huevo', 'cebolla', 'aceite de oliva']);
    expect(tortilla).toMatchObject({ recipe: { name: 'Tortilla española' }, ratio: 1 });
  });

  it('reads quantities, descriptors and every word of a selected name', async () => {
    const items = await searchIngredients([
      '1 kg de arroz blanco',
      'pechuga de pollo',
      'cebolla morada',
      'ajo picado',
      'pimiento rojo',
    ]);
    expect(items[0]).toMatchObject({ recipe: { name: 'Arroz con pollo' }, missing: [], ratio: 1 });
  });

  it('keeps apart words whose meaning changes by country', async () => {
    const items = await searchIngredients(['tortilla']);
    expect(items).toEqual([]);
  });

  it('answers an empty list when nothing matches, and for SQL or regex characters', async () => {
    expect(await searchIngredients(['chocolate'])).toEqual([]);
    expect(await searchIngredients(["' OR 1=1 --", '%', '_', '.*', '\\'])).toEqual([]);
  });

  it('refuses a missing, empty or oversized selection with a Spanish message', async () => {
    expectError(await get('/api/search/ingredients'), 400, texts.api.haveRequired);
    expectError(await get('/api/search/ingredients?have='), 400, texts.api.haveRequired);
    expectError(await get('/api/search/ingredients?have=,%20,'), 400, texts.api.haveRequired);
    const fiftyOne = Array.from({ length: 51 }, (_, i) => `ingrediente${i}`).join(',');
    expectError(
      await get(`/api/search/ingredients?have=${fiftyOne}`),
      400,
      'Puedes buscar con como máximo 50 ingredientes.',
    );
    expectError(
      await get(`/api/search/ingredients?have=${'a'.repeat(61)}`),
      400,
      'Cada ingrediente puede tener como máximo 60 caracteres.',
    );
  });

  it('accepts exactly 50 ingredients of 60 characters', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `${i}`.padStart(60, 'x'));
    expect(await searchIngredients(fifty)).toEqual([]);
    expect((await searchIngredients([...fifty.slice(1), 'canela'])).map((i) => i.recipe.name)).toEqual(['Arroz con leche']);
  });
});

describe('GET /api/recipes/random', () => {
  const random = async (query: string) => {
    const res = await get(`/api/recipes/random?${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as RandomRecipe).recipe;
  };

  it('draws a recipe of the meal type', async () => {
    for (let i = 0; i < 5; i++) expect((await random('mealType=Cena')).mealType).toBe('Cena');
    expect((await random('mealType=Desayuno')).name).toBe('Panqueques');
  });

  it('reaches every recipe of the meal type', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 60 && seen.size < 3; i++) seen.add((await random('mealType=Cena')).name);
    expect([...seen].sort()).toEqual(['Caraotas negras', 'Guacamole', 'Tortilla española']);
  });

  it('avoids the excluded recipe when there is another one', async () => {
    for (let i = 0; i < 10; i++)
      expect((await random(`mealType=Cena&exclude=${ids.Guacamole}`)).name).not.toBe('Guacamole');
    expect((await random(`mealType=Desayuno&exclude=${ids.Panqueques}`)).name).toBe('Panqueques');
  });

  it('says so in Spanish when the meal type has no recipes', async () => {
    expectError(
      await get('/api/recipes/random?mealType=Snack'),
      404,
      'No se encontraron recetas para Snack.',
    );
  });

  it('refuses an unknown meal type or a malformed exclusion', async () => {
    expectError(await get('/api/recipes/random?mealType=Merienda'), 400, texts.api.mealTypeInvalid);
    expectError(await get('/api/recipes/random'), 400, texts.api.mealTypeInvalid);
    expectError(
      await get("/api/recipes/random?mealType=Cena&exclude=1'%20OR%201=1"),
      400,
      texts.api.recipeIdInvalid,
    );
  });

  it('does not hide the recipe detail route', async () => {
    expect((await get(`/api/recipes/${ids.Guacamole}`)).statusCode).toBe(200);
  });
});

describe('GET /api/search/craving', () => {
  it('finds by name, description and ingredients, best match first', async () => {
    expect(names((await crave('guacamole')).items)).toEqual(['Guacamole']);
    expect(names((await crave('canela')).items)).toEqual(['Arroz con leche']);
    expect(names((await crave('algo cremoso')).items)).toEqual(['Arroz con leche']);
    const lentejas = names((await crave('lentejas')).items);
    expect(lentejas[0]).toBe('Lentejas guisadas');
    expect(lentejas).toContain('Sopa de la abuela');
  });

  it('ignores accents and capitals', async () => {
    expect(names((await crave('TORTÍLLA ESPANOLA')).items)[0]).toBe('Tortilla española');
    expect(names((await crave('azucar')).items).sort()).toEqual(['Arroz con leche', 'Panqueques']);
  });

  it('tolerates typos and says what it searched', async () => {
    const lentejs = await crave('lentejs');
    expect(lentejs.items[0]?.name).toBe('Lentejas guisadas');
    expect(lentejs.corrected).toMatch(/^lentejas?$/);
    const arroz = await crave('arros con poyo');
    expect(arroz.items[0]?.name).toBe('Arroz con pollo');
    expect(arroz.corrected).toBe('arroz con pollo');
    expect((await crave('guacamloe')).items[0]?.name).toBe('Guacamole');
    expect((await crave('caraota')).corrected).toBeNull();
  });

  it('falls back to any of the words when no recipe has them all', async () => {
    const items = names((await crave('arroz con chocolate')).items);
    expect(items).toEqual(expect.arrayContaining(['Arroz con pollo', 'Arroz con leche']));
  });

  it('answers an empty list when nothing matches, and for SQL, tsquery or regex characters', async () => {
    expect((await crave('xylófono')).items).toEqual([]);
    expect((await crave("pollo' OR 1=1; --")).items[0]?.name).toBe('Arroz con pollo');
    expect((await crave('(.*)|[&!:] <-> \\')).items).toEqual([]);
    expect((await crave('de la con')).items).toEqual([]);
  });

  it('refuses an empty or too long craving with a Spanish message', async () => {
    expectError(await get('/api/search/craving'), 400, texts.api.cravingRequired);
    expectError(await get('/api/search/craving?q=%20%20'), 400, texts.api.cravingRequired);
    expectError(
      await get(`/api/search/craving?q=${'a'.repeat(5001)}`),
      400,
      'Escribe como máximo 5000 caracteres.',
    );
    expect((await crave(`  ${'a'.repeat(5000)}  `)).items).toEqual([]);
    expect((await crave('pollo '.repeat(833))).items[0]?.name).toBe('Arroz con pollo');
  });
});

describe('cook sessions', () => {
  const start = (user: TestUser | undefined, payload: unknown) =>
    t.request({ method: 'POST', url: '/api/cook-sessions', user, payload: payload as object });
  const finish = (user: TestUser | undefined, id: string, payload: unknown = {}) =>
    t.request({ method: 'POST', url: `/api/cook-sessions/${id}/finish`, user, payload: payload as object });
  const started = async (user: TestUser, payload: unknown) => {
    const res = await start(user, payload);
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: string }).id;
  };

  it('need an account', async () => {
    expectError(await start(undefined, { recipeId: ids.Guacamole }), 401, texts.api.sessionNeedsAccount);
    expectError(await finish(undefined, ids.Guacamole!), 401, texts.api.sessionNeedsAccount);
  });

  it('refuse an unknown or malformed recipe and bad selections', async () => {
    const cook = await t.signUp('Cocinera Curiosa');
    expectError(
      await start(cook, { recipeId: '00000000-0000-4000-8000-000000000000' }),
      404,
      texts.api.recipeNotFound,
    );
    expectError(await start(cook, { recipeId: 'no-es-un-id' }), 400, texts.api.recipeIdInvalid);
    expectError(
      await start(cook, { recipeId: ids.Guacamole, fromPantry: { selected: [] } }),
      400,
      texts.api.haveRequired,
    );
    const fiftyOne = Array.from({ length: 51 }, (_, i) => `i${i}`);
    expectError(
      await start(cook, { recipeId: ids.Guacamole, fromPantry: { selected: fiftyOne } }),
      400,
      'Puedes buscar con como máximo 50 ingredientes.',
    );
  });

  it('count each distinct recipe cooked once towards culinary_explorer', async () => {
    const cook = await t.signUp('Exploradora');
    await started(cook, { recipeId: ids.Guacamole });
    await started(cook, { recipeId: ids.Guacamole });
    expect((await profileCounters(t, cook.id)).recipes_explored).toBe(1);
    await started(cook, { recipeId: ids.Panqueques });
    expect((await profileCounters(t, cook.id)).recipes_explored).toBe(2);
  });

  it('earn pantry_master when every ingredient was among those selected (after synonyms)', async () => {
    const cook = await t.signUp('Despensera');
    const id = await started(cook, {
      recipeId: ids.Guacamole,
      fromPantry: { selected: ['paltas', 'jitomate', 'cebolla', 'limón', 'cilantro', 'sal'] },
    });
    const res = await finish(cook, id, { rating: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, usedOnlyPantry: true, unlocked: ['pantry_master'], xpEarned: 20 });
    expect(await achievementsOf(t, cook.id)).toContain('pantry_master');
    const { rows } = await t.database.pool.query(
      `SELECT rating, used_only_pantry, finished_at FROM cook_sessions WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toMatchObject({ rating: 5, used_only_pantry: true });
    expect(rows[0].finished_at).toBeInstanceOf(Date);
    const profile = await t.database.pool.query(
      `SELECT pantry_master_achieved FROM profiles WHERE user_id = $1`,
      [cook.id],
    );
    expect(profile.rows[0].pantry_master_achieved).toBe(true);
  });

  it('do not earn it with an ingredient missing, or without «Tengo a la mano»', async () => {
    const cook = await t.signUp('Casi Despensera');
    const partial = await started(cook, {
      recipeId: ids.Guacamole,
      fromPantry: { selected: ['aguacate', 'tomate', 'cebolla', 'limón'] },
    });
    expect((await finish(cook, partial)).json()).toMatchObject({ usedOnlyPantry: false, unlocked: [] });
    const plain = await started(cook, { recipeId: ids.Guacamole });
    expect((await finish(cook, plain)).json()).toMatchObject({ usedOnlyPantry: false });
    expect(await achievementsOf(t, cook.id)).not.toContain('pantry_master');
  });

  it('finish once, by their owner, with a rating of 1 to 5 stars', async () => {
    const cook = await t.signUp('Dueña');
    const other = await t.signUp('Otra');
    const id = await started(cook, { recipeId: ids.Panqueques });
    expectError(await finish(cook, id, { rating: 6 }), 400, texts.api.ratingInvalid);
    expectError(await finish(cook, id, { rating: 2.5 }), 400, texts.api.ratingInvalid);
    expectError(await finish(other, id), 403, es.errors.forbidden);
    expectError(await finish(cook, '00000000-0000-4000-8000-000000000000'), 404, texts.api.sessionNotFound);
    expectError(await finish(cook, 'no-es-un-id'), 400, texts.api.sessionNotFound);
    expect((await finish(cook, id, { rating: 4 })).statusCode).toBe(200);
    expectError(await finish(cook, id), 409, texts.api.sessionFinished);
  });

  it('sent again from a device with the same clientId, make one session that finishes and counts once', async () => {
    const cook = await t.signUp('Cocinera sin conexión');
    const clientId = '3f1c9a52-7d4e-4b8a-9c61-2e5f8d0a7b13';
    const cooked = { recipeId: ids.Guacamole, clientId, fromPantry: { selected: ['palta', 'tomate', 'cebolla', 'limón', 'cilantro'] } };
    const id = await started(cook, cooked);
    // The answer was lost: the device sends the start again, then the finish twice.
    expect(await started(cook, cooked)).toBe(id);
    expect((await finish(cook, id)).json()).toMatchObject({ id, usedOnlyPantry: true, unlocked: ['pantry_master'], xpEarned: 20 });
    expectError(await finish(cook, id), 409, texts.api.sessionFinished);
    expect(await started(cook, cooked)).toBe(id);
    const { rows } = await t.database.pool.query(
      `SELECT id, finished_at FROM cook_sessions WHERE user_id = $1`,
      [cook.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].finished_at).toBeInstanceOf(Date);
    expect((await profileCounters(t, cook.id)).recipes_explored).toBe(1);
    // Another cook's device may choose the same id without touching this cook's session.
    const other = await t.signUp('Otra cocinera sin conexión');
    expect(await started(other, cooked)).not.toBe(id);
  });

  it('refuse a clientId that is not a uuid', async () => {
    const cook = await t.signUp('Cocinera con id raro');
    expectError(await start(cook, { recipeId: ids.Guacamole, clientId: 'uno' }), 400, texts.offline.clientIdInvalid);
  });
});
