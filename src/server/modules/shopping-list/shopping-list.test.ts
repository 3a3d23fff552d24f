// The shopping list on a real database: get and put, last write wins per item, tombstones, two devices at
// once, sign-in, and bad input refused in Spanish with nothing stored.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingListLimits } from '#shared/domain/shopping-list.ts';
import { createTestApp, errorOf, type TestApp, type TestUser } from '../../test/harness.ts';

let t: TestApp;
let ana: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.signUp('Ana');
});
afterAll(() => t.close());

const put = (user: TestUser | undefined, payload: unknown) => t.request({ method: 'PUT', url: '/api/me/shopping-list', user, payload: payload as object });
const get = (user: TestUser) => t.request({ method: 'GET', url: '/api/me/shopping-list', user });
const listOf = async (user: TestUser) => ((await get(user)).json() as { items: { id: string; name: string; quantity: string; checked: boolean; updatedAt: number }[] }).items;
const rowsOf = async (userId: string) =>
  (await t.database.pool.query('SELECT count(*)::int AS n FROM shopping_list_items WHERE user_id = $1', [userId])).rows[0].n as number;

describe('the shopping list', () => {
  it('starts empty, stores what the device sends and answers the merged list in the order added', async () => {
    const cook = await t.signUp('Bea');
    expect((await get(cook)).json()).toEqual({ items: [] });
    const [papas, leche] = [randomUUID(), randomUUID()];
    const first = await put(cook, { items: [{ id: papas, name: ' papas ', quantity: '1 kg', checked: false, updatedAt: 1000 }] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ items: [{ id: papas, name: 'papas', quantity: '1 kg', checked: false, updatedAt: 1000 }] });
    // The short form: no quantity, no time (now), no tick.
    const second = await put(cook, { items: [{ id: leche, name: 'leche' }] });
    expect(second.json().items.map((i: { name: string }) => i.name)).toEqual(['papas', 'leche']);
    expect((await listOf(cook))[1]).toMatchObject({ name: 'leche', quantity: '', checked: false });
  });

  it('takes items as the issue writes them, without ids: each names the line of its ingredient, or a new one', async () => {
    const cook = await t.signUp('Dora');
    const first = await put(cook, { items: [{ name: 'papas', quantity: '1 kg', checked: false }, { name: 'leche', quantity: '1 l', checked: false }] });
    expect(first.statusCode).toBe(200);
    const [papas, leche] = first.json().items as { id: string; name: string }[];
    expect([papas!.name, leche!.name]).toEqual(['papas', 'leche']);
    // «patatas» is the same ingredient as «papas»: that line is ticked, not a third one added.
    const second = await put(cook, { items: [{ name: 'Patatas', quantity: '1 kg', checked: true }] });
    expect(second.json().items).toEqual([
      expect.objectContaining({ id: papas!.id, name: 'Patatas', checked: true }),
      expect.objectContaining({ id: leche!.id, name: 'leche', checked: false }),
    ]);
    expect(await rowsOf(cook.id)).toBe(2);
  });

  it('keeps the last write of each item, and a deletion is not undone by an older copy', async () => {
    const cook = await t.signUp('Carla');
    const [a, b] = [randomUUID(), randomUUID()];
    // Changes of the last minute (tombstones older than 60 days are forgotten).
    const t0 = Date.now() - 60_000;
    await put(cook, { items: [{ id: a, name: 'tomate', quantity: '3', checked: false, updatedAt: t0 + 100 }, { id: b, name: 'arroz', quantity: '1 kg', checked: false, updatedAt: t0 + 100 }] });
    // The phone ticks the tomato at 300; the laptop's older change (200) of it loses, its later one of the rice wins.
    await put(cook, { items: [{ id: a, name: 'tomate', quantity: '3', checked: true, updatedAt: t0 + 300 }] });
    const laptop = await put(cook, {
      items: [
        { id: a, name: 'tomate', quantity: '5', checked: false, updatedAt: t0 + 200 },
        { id: b, name: 'arroz', quantity: '2 kg', checked: false, updatedAt: t0 + 250 },
      ],
    });
    expect(laptop.json().items).toEqual([
      { id: a, name: 'tomate', quantity: '3', checked: true, updatedAt: t0 + 300 },
      { id: b, name: 'arroz', quantity: '2 kg', checked: false, updatedAt: t0 + 250 },
    ]);
    // Deleted on the phone at 400: the laptop's untouched copy (250) and a change at 350 cannot bring it back.
    await put(cook, { items: [{ id: b, name: 'arroz', quantity: '2 kg', checked: false, updatedAt: t0 + 400, removed: true }] });
    const stale = await put(cook, { items: [{ id: b, name: 'arroz', quantity: '3 kg', checked: true, updatedAt: t0 + 350 }] });
    expect(stale.json().items.map((i: { id: string }) => i.id)).toEqual([a]);
    expect(await rowsOf(cook.id)).toBe(2);
    // A later change than the deletion does win (last write wins, whole item).
    const later = await put(cook, { items: [{ id: b, name: 'arroz', quantity: '1 kg', checked: false, updatedAt: t0 + 500 }] });
    expect(later.json().items.map((i: { name: string }) => i.name)).toEqual(['tomate', 'arroz']);
  });

  it('forgets tombstones older than 60 days, keeps the recent ones', async () => {
    const cook = await t.signUp('Irene');
    const [old, recent] = [randomUUID(), randomUUID()];
    const longAgo = Date.now() - (shoppingListLimits.tombstoneDays + 1) * 24 * 60 * 60 * 1000;
    await put(cook, { items: [{ id: old, name: 'pan', updatedAt: longAgo, removed: true }, { id: recent, name: 'vino', removed: true }] });
    const rows = await t.database.pool.query('SELECT id FROM shopping_list_items WHERE user_id = $1', [cook.id]);
    expect(rows.rows.map((row: { id: string }) => row.id)).toEqual([recent]);
    expect(await listOf(cook)).toEqual([]);
  });

  it('counts a change stamped in the future as made now', async () => {
    const cook = await t.signUp('Dora');
    const id = randomUUID();
    const before = Date.now();
    const answer = await put(cook, { items: [{ id, name: 'sal', updatedAt: 8e15 }] });
    expect(answer.json().items[0].updatedAt).toBeGreaterThanOrEqual(before);
    expect(answer.json().items[0].updatedAt).toBeLessThanOrEqual(Date.now());
    // So a device with a right clock can still change it.
    const tick = await put(cook, { items: [{ id, name: 'sal', checked: true, updatedAt: Date.now() + 1 }] });
    expect(tick.json().items[0].checked).toBe(true);
  });

  it('loses no item when two devices send at once', async () => {
    const cook = await t.signUp('Eva');
    const phone = Array.from({ length: 30 }, (_, i) => ({ id: randomUUID(), name: `teléfono ${i}`, updatedAt: 1000 + i }));
    const laptop = Array.from({ length: 30 }, (_, i) => ({ id: randomUUID(), name: `portátil ${i}`, updatedAt: 1000 + i }));
    const answers = await Promise.all([put(cook, { items: phone }), put(cook, { items: laptop }), put(cook, { items: phone.slice(0, 5) })]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const names = (await listOf(cook)).map((i) => i.name).sort();
    expect(names).toEqual([...phone, ...laptop].map((i) => i.name).sort());
  });

  it('holds the cap across devices: the PUT that would pass it is refused whole', async () => {
    const cook = await t.signUp('Flor');
    const many = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ id: randomUUID(), name: `${prefix} ${i}` }));
    const answers = await Promise.all([put(cook, { items: many(150, 'a') }), put(cook, { items: many(150, 'b') })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(errorOf(refused)).toEqual({ code: 'SHOPPING_LIST_FULL', message: `La lista de compras admite como mucho ${shoppingListLimits.items} artículos: borra algunos para añadir más.` });
    expect(await listOf(cook)).toHaveLength(150);
    expect(await rowsOf(cook.id)).toBe(150);
  });

  it('is the signed-in cook’s own: 401 without a session, and one cook never sees another’s list', async () => {
    const anonymousGet = await t.request({ method: 'GET', url: '/api/me/shopping-list' });
    expect(anonymousGet.statusCode).toBe(401);
    expect(errorOf(anonymousGet).message).toBe('Debes iniciar sesión para usar la lista de compras.');
    const anonymousPut = await put(undefined, { items: [{ id: randomUUID(), name: 'pan' }] });
    expect(anonymousPut.statusCode).toBe(401);
    const other = await t.signUp('Gala');
    const id = randomUUID();
    await put(ana, { items: [{ id, name: 'huevos', quantity: '12' }] });
    // The same id from another cook is another cook's item.
    await put(other, { items: [{ id, name: 'harina' }] });
    expect((await listOf(other)).map((i) => i.name)).toEqual(['harina']);
    expect((await listOf(ana)).find((i) => i.id === id)?.name).toBe('huevos');
  });

  it('refuses bad input with a Spanish 400 and stores nothing', async () => {
    const cook = await t.signUp('Hilda');
    const good = () => ({ id: randomUUID(), name: 'pan' });
    const cases: [unknown, string][] = [
      [{ items: Array.from({ length: 1000 }, good) }, `Envía como mucho ${shoppingListLimits.perRequest} artículos a la vez.`],
      [{ items: [{ ...good(), name: 'x'.repeat(10_000) }] }, `El nombre del artículo no puede pasar de ${shoppingListLimits.name} caracteres.`],
      [{ items: [{ ...good(), quantity: '1'.repeat(10_000) }] }, `La cantidad no puede pasar de ${shoppingListLimits.quantity} caracteres.`],
      [{ items: [{ ...good(), name: 'pan\u0000' }] }, 'El texto enviado contiene caracteres no válidos.'],
      [{ items: [{ ...good(), name: '   ' }] }, 'Cada artículo necesita un nombre.'],
      [{ items: [{ ...good(), name: 'pan\u0007' }] }, 'El texto no puede llevar caracteres de control.'],
      [{ items: [{ ...good(), name: 42 }] }, 'El nombre del artículo debe ser un texto.'],
      [{ items: [{ ...good(), checked: 'sí' }] }, 'Marcado debe ser verdadero o falso.'],
      [{ items: [{ ...good(), updatedAt: 'ayer' }] }, 'La fecha de cambio del artículo no es válida.'],
      [{ items: [{ ...good(), id: 'uno' }] }, 'Cada artículo necesita un identificador válido.'],
      [{ items: 'pan' }, 'La lista debe ser una lista de artículos.'],
    ];
    for (const [payload, message] of cases) {
      const answer = await put(cook, payload);
      expect(answer.statusCode, message).toBe(400);
      expect(errorOf(answer).message, JSON.stringify(payload).slice(0, 80)).toContain(message);
    }
    const id = randomUUID();
    const twice = await put(cook, { items: [{ id, name: 'a' }, { id, name: 'b' }] });
    expect(errorOf(twice).message).toContain('Un mismo artículo aparece dos veces.');
    // One bad item refuses the whole request.
    const mixed = await put(cook, { items: [good(), { ...good(), checked: 1 }] });
    expect(mixed.statusCode).toBe(400);
    expect(await rowsOf(cook.id)).toBe(0);
  });
});
