// The shopping list's sync: one transaction per PUT, with the cook's list locked, merges the device's
// items into the stored ones by the shared rule (last write wins per item, deletions kept as tombstones:
// src/shared/domain/shopping-list.ts), refuses a list over the cap (nothing stored), and forgets the
// oldest tombstones.
import type { ShoppingList, ShoppingItemInput } from '#shared/contract/shopping-list.ts';
import { randomUUID } from 'node:crypto';
import { clampToNow, itemIdFor, liveItems, mergeItems, shoppingListLimits as limits, type ShoppingItem } from '#shared/domain/shopping-list.ts';
import { fill } from '#shared/i18n/fill.ts';
import { shoppingList as texts } from '#shared/i18n/shopping-list.ts';
import type { Database, Executor } from '../../db/connect.ts';
import { badRequest } from '../../http/errors.ts';
import { deleteRows, insertRows, listRows, lockList, updateRow } from './shopping-list.repository.ts';

const dayMs = 24 * 60 * 60 * 1000;

const shown = (items: readonly ShoppingItem[]): ShoppingList => ({
  items: liveItems(items).map(({ id, name, quantity, checked, updatedAt }) => ({ id, name, quantity, checked, updatedAt })),
});

export async function getShoppingList(db: Executor, userId: string): Promise<ShoppingList> {
  return shown(await listRows(db, userId, { withRemoved: false }));
}

/** Tombstones past their time, and the oldest beyond the rows a cook keeps. */
function forgotten(items: readonly ShoppingItem[], now: number): string[] {
  const tombstones = items.filter((item) => item.removed).sort((a, b) => a.updatedAt - b.updatedAt);
  const expired = tombstones.filter((item) => item.updatedAt < now - limits.tombstoneDays * dayMs);
  const overflow = Math.max(0, items.length - limits.rows);
  return tombstones.slice(0, Math.max(expired.length, overflow)).map((item) => item.id);
}

export async function putShoppingList(db: Database, userId: string, input: readonly ShoppingItemInput[], now = Date.now()): Promise<ShoppingList> {
  return db.transaction(async (tx) => {
    await lockList(tx, userId);
    const stored = await listRows(tx, userId, { withRemoved: true });
    const incoming = input.map(({ id, ...item }) =>
      clampToNow({ ...item, id: id ?? itemIdFor(stored, item.name) ?? randomUUID(), updatedAt: item.updatedAt ?? now }, now),
    );
    const { items, winners } = mergeItems(stored, incoming);
    if (liveItems(items).length > limits.items) throw badRequest(fill(texts.api.listFull, { max: limits.items }), 'SHOPPING_LIST_FULL');
    const known = new Set(stored.map((item) => item.id));
    await insertRows(tx, userId, winners.filter((item) => !known.has(item.id)));
    for (const item of winners.filter((w) => known.has(w.id))) await updateRow(tx, userId, item);
    const forget = new Set(forgotten(items, now));
    await deleteRows(tx, userId, [...forget]);
    return shown(items.filter((item) => !forget.has(item.id)));
  });
}
