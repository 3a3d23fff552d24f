// The shopping list on this device (IndexedDB through Dexie, database `sazon-shopping-list`), and its sync
// with the cook's other devices through GET/PUT /api/me/shopping-list. Offline first: every change is
// applied here at once, marked as not yet sent (dirty), and sent when there is a connection and a
// signed-in cook — at load, after each change, and on the 'online' event. The rules (merging lines by
// ingredient, last write wins per item, deletions as tombstones) are src/shared/domain/shopping-list.ts.
//
// Used by the shopping-list feature (the screen) and by the cooking feature («Añadir lo que falta a la
// lista»), which load it only when needed. The list belongs to one cook: a list made without an account is
// adopted by the first cook who signs in on the device; another cook's list is replaced by their own.
import Dexie, { type EntityTable } from 'dexie';
import { useEffect } from 'react';
import type { ShoppingList } from '#shared/contract/shopping-list.ts';
import { addLines, liveItems, shoppingListLimits, type ShoppingItem, type ShoppingLine } from '#shared/domain/shopping-list.ts';
import { ApiError, call } from './api.ts';
import { sharedValue } from './shared-value.ts';

export interface LocalItem extends ShoppingItem {
  /** Changed here and not yet accepted by the server. */
  dirty: boolean;
  /** Place on the list (the server's order, then what was added here). */
  position: number;
}

interface Owner {
  key: 'owner';
  userId: string | null;
}

class ShoppingDatabase extends Dexie {
  items!: EntityTable<LocalItem, 'id'>;
  state!: EntityTable<Owner, 'key'>;

  constructor() {
    super('sazon-shopping-list');
    this.version(1).stores({ items: 'id', state: 'key' });
  }
}

export type SyncStatus = 'idle' | 'syncing' | 'synced' | 'failed' | 'full';

export interface ShoppingListSnapshot {
  /** The list to show (tombstones left out), in its order. */
  items: readonly LocalItem[];
  loaded: boolean;
  status: SyncStatus;
  /** The device cannot keep the list (no IndexedDB): it lives in this tab only. */
  storageFailed: boolean;
}

let all: LocalItem[] = [];
let ownerId: string | null = null;
const snapshot = sharedValue<ShoppingListSnapshot>({ items: [], loaded: false, status: 'idle', storageFailed: false });

function publish(changes: Partial<Omit<ShoppingListSnapshot, 'items'>> = {}) {
  const items = liveItems(all).sort((a, b) => a.position - b.position);
  snapshot.set({ ...snapshot.get(), ...changes, items });
}

let database: ShoppingDatabase | null = null;

/** Runs one piece of storage work; without storage the list still works in this tab. */
async function stored(work: (db: ShoppingDatabase) => Promise<unknown>): Promise<void> {
  if (snapshot.get().storageFailed) return;
  try {
    database ??= new ShoppingDatabase();
    await work(database);
  } catch (error) {
    console.warn('No se pudo guardar la lista de compras en este dispositivo', error);
    publish({ storageFailed: true });
  }
}

let loading: Promise<void> | null = null;

/** Reads the list kept on the device, once. */
export function loadShoppingList(): Promise<void> {
  loading ??= (async () => {
    watchConnection();
    await stored(async (db) => {
      all = await db.items.toArray();
      ownerId = (await db.state.get('owner'))?.userId ?? null;
    });
    publish({ loaded: true });
  })();
  return loading;
}

const nextPosition = () => all.reduce((max, item) => Math.max(max, item.position), 0) + 1;

/**
 * Applies changed items here and on the device, then sends them. The screen shows a change once the device
 * has it, so a reload right after a tap (or a closed tab) never loses what the screen showed.
 */
async function change(items: readonly ShoppingItem[]): Promise<void> {
  if (items.length === 0) return;
  const byId = new Map(all.map((item) => [item.id, item]));
  let position = nextPosition();
  const saved = items.map((item) => ({ ...item, dirty: true, position: byId.get(item.id)?.position ?? position++ }));
  for (const item of saved) byId.set(item.id, item);
  all = [...byId.values()];
  await stored((db) => db.items.bulkPut(saved));
  publish();
  void syncShoppingList();
}

const find = (id: string) => all.find((item) => item.id === id && !item.removed);
const changed = (item: ShoppingItem, fields: Partial<ShoppingItem>): ShoppingItem => ({ ...strip(item), ...fields, updatedAt: Date.now() });
const strip = ({ id, name, quantity, checked, updatedAt, removed }: ShoppingItem): ShoppingItem => ({ id, name, quantity, checked, updatedAt, removed });

/** Adds lines (what a recipe lacks, or one typed by hand), merged by ingredient; how many went in. */
export async function addToShoppingList(lines: readonly ShoppingLine[]): Promise<{ added: number; leftOut: number }> {
  await loadShoppingList();
  const result = addLines(all.map(strip), lines, Date.now(), () => crypto.randomUUID());
  await change(result.changed);
  return { added: result.added, leftOut: result.leftOut };
}

export async function setChecked(id: string, checked: boolean) {
  const item = find(id);
  if (item && item.checked !== checked) await change([changed(item, { checked })]);
}

export async function setQuantity(id: string, quantity: string) {
  const item = find(id);
  const text = quantity.trim().slice(0, shoppingListLimits.quantity);
  if (item && item.quantity !== text) await change([changed(item, { quantity: text })]);
}

export async function removeItem(id: string) {
  const item = find(id);
  if (item) await change([changed(item, { removed: true })]);
}

/** «Borrar marcados»: how many went. */
export async function removeChecked(): Promise<number> {
  const ticked = liveItems(all).filter((item) => item.checked);
  await change(ticked.map((item) => changed(item, { removed: true })));
  return ticked.length;
}

// ---- sync ----

let syncUser: string | null = null;
let syncing: Promise<void> | null = null;
let again = false;

/** Who is signed in (null: nobody, or not known offline); syncs when that is a cook. */
export function setShoppingListUser(userId: string | null) {
  syncUser = userId;
  if (userId) void syncShoppingList();
}

let watching = false;
function watchConnection() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => void syncShoppingList());
}

/**
 * The server's list, taken in: an item changed here since it was sent (or never sent) stays as it is here
 * and dirty; everything else is the server's, and what the server no longer has is gone (deleted on
 * another device, or a deletion of ours it now keeps as a tombstone).
 */
export function reconcile(local: readonly LocalItem[], server: ShoppingList['items'], sent: ReadonlyMap<string, number>): LocalItem[] {
  const byId = new Map(local.map((item) => [item.id, item]));
  const keepLocal = (item: LocalItem | undefined): item is LocalItem => Boolean(item?.dirty && sent.get(item.id) !== item.updatedAt);
  const next: LocalItem[] = server.map((item) => {
    const mine = byId.get(item.id);
    return keepLocal(mine) ? mine : { ...item, removed: false, dirty: false, position: 0 };
  });
  const onServer = new Set(server.map((item) => item.id));
  next.push(...local.filter((item) => !onServer.has(item.id) && keepLocal(item)).sort((a, b) => a.position - b.position));
  return next.map((item, index) => ({ ...item, position: index + 1 }));
}

async function syncOnce(userId: string): Promise<void> {
  if (ownerId !== userId) {
    // A list made without an account becomes this cook's; another cook's list is not sent as theirs.
    if (ownerId !== null) all = [];
    ownerId = userId;
    await stored((db) => db.transaction('rw', db.items, db.state, async () => {
      await db.items.clear();
      await db.items.bulkPut(all);
      await db.state.put({ key: 'owner', userId });
    }));
  }
  // In the list's order, so the server keeps it.
  const dirty = all.filter((item) => item.dirty).sort((a, b) => a.position - b.position);
  const sent = new Map(dirty.map((item) => [item.id, item.updatedAt]));
  let answer: ShoppingList;
  if (dirty.length === 0) answer = await call('GET /api/me/shopping-list');
  else {
    answer = { items: [] };
    for (let start = 0; start < dirty.length; start += shoppingListLimits.perRequest) {
      answer = await call('PUT /api/me/shopping-list', { body: { items: dirty.slice(start, start + shoppingListLimits.perRequest).map(strip) } });
    }
  }
  // The cook signed out or another signed in meanwhile: this answer is not for this list.
  if (syncUser !== userId) return;
  all = reconcile(all, answer.items, sent);
  publish();
  await stored((db) => db.transaction('rw', db.items, async () => {
    await db.items.clear();
    await db.items.bulkPut(all);
  }));
}

/** Sends what changed here and takes in the server's list; one sync at a time, again if asked meanwhile. */
export function syncShoppingList(): Promise<void> {
  if (syncing) {
    again = true;
    return syncing;
  }
  syncing = (async () => {
    await loadShoppingList();
    do {
      again = false;
      const userId = syncUser;
      if (!userId || !navigator.onLine) return;
      publish({ status: 'syncing' });
      try {
        await syncOnce(userId);
        publish({ status: 'synced' });
      } catch (error) {
        const full = error instanceof ApiError && error.code === 'SHOPPING_LIST_FULL';
        if (!(error instanceof ApiError && error.status === 0)) console.warn('No se pudo sincronizar la lista de compras', error);
        publish({ status: full ? 'full' : 'failed' });
        return;
      }
    } while (again);
  })().finally(() => {
    syncing = null;
  });
  return syncing;
}

/** The list, read from the device the first time a screen shows it. */
export function useShoppingList(): ShoppingListSnapshot {
  useEffect(() => void loadShoppingList(), []);
  return snapshot.use();
}
