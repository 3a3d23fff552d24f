// @vitest-environment jsdom
// The shopping list on the device, on a real IndexedDB implementation (fake-indexeddb): changes are kept at
// once, survive a reload of the module, and the server's answer is taken in without losing what changed
// meanwhile. Only the server (fetch) is replaced.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import type { LocalItem } from './shopping-list-store.ts';

const local = (id: string, fields: Partial<LocalItem> = {}): LocalItem => ({
  id,
  name: id,
  quantity: '',
  checked: false,
  updatedAt: 10,
  removed: false,
  dirty: false,
  position: 1,
  ...fields,
});
const server = (id: string, fields: Partial<LocalItem> = {}) => {
  const { id: _, name, quantity, checked, updatedAt } = local(id, fields);
  return { id, name, quantity, checked, updatedAt };
};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

describe('reconcile', () => {
  it('takes the server’s items, keeps what changed here since it was sent, drops what the server no longer has', async () => {
    const { reconcile } = await import('./shopping-list-store.ts');
    const next = reconcile(
      [
        local('sent-unchanged', { dirty: true, updatedAt: 20, checked: true }),
        local('changed-since', { dirty: true, updatedAt: 30 }),
        local('deleted-elsewhere'),
        local('new-here', { dirty: true, updatedAt: 40, position: 9 }),
        local('my-deletion', { dirty: true, removed: true, updatedAt: 50 }),
      ],
      [server('sent-unchanged', { updatedAt: 15 }), server('changed-since', { updatedAt: 25 }), server('from-phone')],
      new Map([
        ['sent-unchanged', 20],
        ['changed-since', 29],
        ['my-deletion', 50],
      ]),
    );
    expect(next.map((item) => [item.id, item.dirty, item.position])).toEqual([
      // The server answered it clamped (its clock): the server's version, clean.
      ['sent-unchanged', false, 1],
      ['changed-since', true, 2],
      ['from-phone', false, 3],
      ['new-here', true, 4],
    ]);
  });
});

describe('the list on the device', () => {
  it('merges what a recipe lacks, keeps changes across a reload, and sends them once signed in', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    const store = await import('./shopping-list-store.ts');
    expect((await store.addToShoppingList([{ name: 'papas', quantity: '500 g' }, { name: 'patatas', quantity: '500 g' }])).added).toBe(2);
    await store.addToShoppingList([{ name: 'cebolla', quantity: '1' }]);
    vi.resetModules();
    const again = await import('./shopping-list-store.ts');
    await again.loadShoppingList();
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { items: ReturnType<typeof server>[] };
        sent.push(...body.items);
        return new Response(JSON.stringify({ items: body.items.map(({ id, name, quantity, checked, updatedAt }) => ({ id, name, quantity, checked, updatedAt })) }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    again.setShoppingListUser('cook-1');
    await again.syncShoppingList();
    expect(sent.map((item) => (item as { name: string; quantity: string }).quantity)).toEqual(['1 kg', '1']);
  });
});
