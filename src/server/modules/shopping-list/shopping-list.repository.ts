// The rows of a cook's shopping list. The service locks the list before reading and writing it.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ShoppingItem } from '#shared/domain/shopping-list.ts';
import type { Executor, Tx } from '../../db/connect.ts';
import { shoppingListItems } from '../../db/schema.ts';

const columns = {
  id: shoppingListItems.id,
  name: shoppingListItems.name,
  quantity: shoppingListItems.quantity,
  checked: shoppingListItems.checked,
  removed: shoppingListItems.removed,
  updatedAt: shoppingListItems.updatedAt,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };
const toItem = (row: Row): ShoppingItem => ({ ...row, updatedAt: row.updatedAt.getTime() });

/** One writer per cook's list at a time (a transaction-scoped advisory lock on the cook's id). */
export async function lockList(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`shopping-list:${userId}`}, 0))`);
}

/** Every row of the cook's list, tombstones included, in the order the items were first added. */
export async function listRows(db: Executor, userId: string, { withRemoved }: { withRemoved: boolean }): Promise<ShoppingItem[]> {
  const rows = await db
    .select(columns)
    .from(shoppingListItems)
    .where(withRemoved ? eq(shoppingListItems.userId, userId) : and(eq(shoppingListItems.userId, userId), eq(shoppingListItems.removed, false)))
    .orderBy(asc(shoppingListItems.position));
  return rows.map(toItem);
}

/** Adds items the list does not have yet, in one statement. */
export async function insertRows(tx: Tx, userId: string, items: readonly ShoppingItem[]): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(shoppingListItems).values(items.map((item) => ({ userId, ...item, updatedAt: new Date(item.updatedAt) })));
}

/** Replaces the state of an item the list has (a tick, a new quantity, a deletion). */
export async function updateRow(tx: Tx, userId: string, item: ShoppingItem): Promise<void> {
  const { id, ...state } = item;
  await tx
    .update(shoppingListItems)
    .set({ ...state, updatedAt: new Date(item.updatedAt) })
    .where(and(eq(shoppingListItems.userId, userId), eq(shoppingListItems.id, id)));
}

/** Forgets these tombstones. */
export async function deleteRows(tx: Tx, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(shoppingListItems).where(and(eq(shoppingListItems.userId, userId), inArray(shoppingListItems.id, [...ids])));
}
