// GET /api/offline-catalogue: the recipes a cook's device keeps for cooking offline, whole, in the order of
// how likely the cook is to cook them, each once, at most OFFLINE_CATALOGUE_CAP, in pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfflineCataloguePage } from '#shared/contract/cooking.ts';
import type { Recipe } from '#shared/contract/recipes.ts';
import { es } from '#shared/i18n/es.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { createRecipe } from '../recipes/recipes.test-kit.ts';
import { offlineCataloguePageSize } from './cooking.service.ts';

let t: TestApp;
let cook: TestUser;
let other: TestUser;
const ids: Record<string, string> = {};

const put = (url: string, user: TestUser, payload?: object) =>
  t.request({ method: 'PUT', url, user, payload });
const rate = (user: TestUser, id: string, stars: number) => put(`/api/recipes/${id}/rating`, user, { stars });

/**
 * Another cook's recipes, each a minute newer than the one before; three of them rated by several cooks
 * («Popular 3» most), two saved and two opened by our cook, and two of our cook's own.
 */
beforeAll(async () => {
  t = await createTestApp({ OFFLINE_CATALOGUE_CAP: '8' });
  cook = await t.signUp('Cocinera Viajera');
  other = await t.signUp('Autora');
  const raters = [await t.signUp('Crítica 1'), await t.signUp('Crítica 2'), await t.signUp('Crítica 3')];
  for (const name of [
    'Popular 1',
    'Popular 2',
    'Popular 3',
    'Guardada antes',
    'Guardada luego',
    'Abierta antes',
    'Abierta luego',
    'Otra 1',
    'Otra 2',
  ]) {
    ids[name] = await createRecipe(t, other, { name });
  }
  for (const name of ['Mía antigua', 'Mía nueva']) ids[name] = await createRecipe(t, cook, { name });
  // Popular 3 has three ratings, Popular 2 two, Popular 1 one; «Guardada luego» (also saved) has one.
  for (const [name, count] of [
    ['Popular 3', 3],
    ['Popular 2', 2],
    ['Popular 1', 1],
    ['Guardada luego', 1],
  ] as const) {
    for (const rater of raters.slice(0, count))
      expect((await rate(rater, ids[name]!, 4)).statusCode).toBe(200);
  }
  for (const name of ['Guardada antes', 'Guardada luego']) {
    expect((await put(`/api/recipes/${ids[name]}/favorite`, cook)).statusCode).toBe(200);
  }
  // Opening a saved recipe again must not list it twice.
  for (const name of ['Abierta antes', 'Abierta luego', 'Guardada antes']) {
    expect(
      (await t.request({ method: 'POST', url: `/api/recipes/${ids[name]}/views`, user: cook })).statusCode,
    ).toBe(204);
  }
  expect((await rate(cook, ids['Popular 2']!, 5)).statusCode).toBe(200);
});
afterAll(() => t.close());

const page = async (user: TestUser, cursor?: string) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/offline-catalogue${cursor === undefined ? '' : `?cursor=${cursor}`}`,
    user,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as OfflineCataloguePage;
};
const names = (items: Recipe[]) => items.map((r) => r.name);

describe('GET /api/offline-catalogue', () => {
  it('needs a signed-in cook', async () => {
    const res = await t.request({ method: 'GET', url: '/api/offline-catalogue' });
    expect(res.statusCode).toBe(401);
    expect((res.json() as { error: { message: string } }).error.message).toBe(es.errors.unauthorized);
  });

  it('lists favourites, then opened recipes, then their own, then the most rated, each once, up to the cap', async () => {
    const { items, nextCursor } = await page(cook);
    expect(nextCursor).toBeNull();
    expect(names(items)).toEqual([
      // Favourites, latest saved first.
      'Guardada luego',
      'Guardada antes',
      // Opened, latest first («Guardada antes» was opened last but is already listed).
      'Abierta luego',
      'Abierta antes',
      // Their own, newest first.
      'Mía nueva',
      'Mía antigua',
      // The most rated (the cap of 8 leaves room for two): «Guardada luego» is already listed.
      'Popular 3',
      'Popular 2',
    ]);
  });

  it('sends each recipe whole, exactly as its detail shows it to the cook', async () => {
    const { items } = await page(cook);
    for (const recipe of items) {
      const detail = await t.request({ method: 'GET', url: `/api/recipes/${recipe.id}`, user: cook });
      expect(recipe).toEqual(detail.json());
    }
    const popular2 = items.find((r) => r.name === 'Popular 2')!;
    expect(popular2).toMatchObject({ myRating: 5, isFavorite: false, ratingCount: 3 });
    expect(items.find((r) => r.name === 'Guardada antes')).toMatchObject({ isFavorite: true });
    expect(popular2.ingredients.length).toBeGreaterThan(0);
    expect(popular2.steps.length).toBeGreaterThan(0);
  });

  it('gives a cook with no history the most rated recipes', async () => {
    const newcomer = await t.signUp('Recién llegada');
    const { items } = await page(newcomer);
    expect(names(items).slice(0, 3)).toEqual(['Popular 3', 'Popular 2', 'Guardada luego']);
    expect(items).toHaveLength(8);
    expect(items.every((r) => !r.isFavorite && r.myRating === 0)).toBe(true);
  });

  it('refuses a malformed cursor in Spanish', async () => {
    for (const cursor of ['abc', '-1', '1e3', '9999999']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/offline-catalogue?cursor=${cursor}`,
        user: cook,
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { error: { message: string } }).error.message).toBe(
        es.recipes.errors.invalidCursor,
      );
    }
  });

  it('answers an empty last page past the end', async () => {
    expect(await page(cook, '500')).toEqual({ items: [], nextCursor: null });
  });
});

describe('GET /api/offline-catalogue, in pages', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await createTestApp();
    const author = await big.signUp('Autora prolífica');
    // More than a page; the default cap (300) is above them all.
    for (let i = 0; i < offlineCataloguePageSize + 7; i++) {
      await createRecipe(big, author, { name: `Receta ${i}`, ingredients: ['Arroz'], steps: ['Cocinar.'] });
    }
  });
  afterAll(() => big.close());

  it('walks every recipe once, page after page', async () => {
    const reader = await big.signUp('Lectora');
    const get = async (cursor?: string) => {
      const res = await big.request({
        method: 'GET',
        url: `/api/offline-catalogue${cursor ? `?cursor=${cursor}` : ''}`,
        user: reader,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as OfflineCataloguePage;
    };
    const first = await get();
    expect(first.items).toHaveLength(offlineCataloguePageSize);
    expect(first.nextCursor).not.toBeNull();
    const second = await get(first.nextCursor!);
    expect(second.items).toHaveLength(7);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items].map((r) => r.id);
    expect(new Set(all).size).toBe(offlineCataloguePageSize + 7);
  });
});
