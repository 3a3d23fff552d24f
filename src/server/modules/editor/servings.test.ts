// Servings on the real database (issue 16): stored, returned to the detail and the offline catalogue, 4 when
// a body leaves them out, and refused with a Spanish message at the field, nothing stored, when absurd.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { recipes } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';

let t: TestApp;
let cook: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  cook = await t.signUp('Porciones');
});
afterAll(() => t.close());

const v = es.servings.validation;
const body = (fields: Record<string, unknown> = {}) => ({ ...recipeInput({ name: 'Sancocho' }), ...fields });
const create = (payload: object) => t.request({ method: 'POST', url: '/api/recipes', user: cook, payload });
const recipeCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(recipes))[0]!.n;
const storedServings = async (id: string) =>
  (await t.database.db.select({ servings: recipes.servings }).from(recipes).where(eq(recipes.id, id)))[0]?.servings;
const detail = async (id: string) =>
  (await t.request({ method: 'GET', url: `/api/recipes/${id}`, user: cook })).json() as { servings: number };

async function created(payload: object): Promise<string> {
  const response = await create(payload);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

describe('servings', () => {
  it('are stored and returned by the detail and the offline catalogue', async () => {
    const id = await created(body({ servings: 6 }));
    expect(await storedServings(id)).toBe(6);
    expect((await detail(id)).servings).toBe(6);
    const catalogue = await t.request({ method: 'GET', url: '/api/offline-catalogue', user: cook });
    const saved = (catalogue.json() as { items: { id: string; servings: number }[] }).items.find((r) => r.id === id);
    expect(saved?.servings).toBe(6);
  });

  it('are 4 when the body leaves them out', async () => {
    const { servings: _servings, ...without } = body();
    const id = await created(without);
    expect(await storedServings(id)).toBe(4);
    expect((await detail(id)).servings).toBe(4);
  });

  it('take the extremes of 1 and 50, and change with an edit', async () => {
    const id = await created(body({ servings: 1 }));
    expect(await storedServings(id)).toBe(1);
    const edited = await t.request({ method: 'PUT', url: `/api/recipes/${id}`, user: cook, payload: body({ servings: 50 }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await detail(id)).servings).toBe(50);
  });

  const refused: [string, unknown, string][] = [
    ['0', 0, v.tooFew],
    ['-3', -3, v.tooFew],
    ['1000', 1000, fill(v.tooMany, { max: 50 })],
    ['51', 51, fill(v.tooMany, { max: 50 })],
    ['2.5', 2.5, v.notWhole],
    ['"cuatro"', 'cuatro', v.notNumber],
    ['"4" as text', '4', v.notNumber],
    ['null', null, v.notNumber],
  ];
  for (const [label, servings, message] of refused) {
    it(`refuses ${label} with a Spanish message at the field, storing nothing`, async () => {
      const before = await recipeCount();
      const response = await create(body({ servings }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'servings', message });
      expect(await recipeCount()).toBe(before);
    });
  }

  it('refuses an edit to 1000 portions and keeps the recipe as it was', async () => {
    const id = await created(body({ servings: 8 }));
    const response = await t.request({ method: 'PUT', url: `/api/recipes/${id}`, user: cook, payload: body({ servings: 1000 }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(fill(v.tooMany, { max: 50 }));
    expect(await storedServings(id)).toBe(8);
  });

  it('are checked by the database too (1 to 50)', async () => {
    const id = await created(body({ servings: 3 }));
    await expect(t.database.db.update(recipes).set({ servings: 0 }).where(eq(recipes.id, id))).rejects.toThrow();
    await expect(t.database.db.update(recipes).set({ servings: 51 }).where(eq(recipes.id, id))).rejects.toThrow();
    expect(await storedServings(id)).toBe(3);
  });
});
