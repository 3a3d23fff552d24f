// The shopping list's rules, used by the server (PUT /api/me/shopping-list) and by the device alike:
// - Adding what a recipe lacks merges lines by canonical ingredient (ingredientKey: «patatas», «papas» and
//   «papa» are one line; words the synonyms keep apart, such as «manteca» or «plátano», stay apart). An
//   unticked line of the same ingredient takes the new quantity: amounts of one unit are added when both
//   parse (servings.ts reads and writes them: «200 g» + «300 g» = «500 g», «1 kg» + «500 g» = «1,5 kg»),
//   anything else is kept side by side («200 g + 1 taza»). A ticked line is already bought: a new line starts.
// - Each item has an id chosen by the device, and the time of its last change (updatedAt, ms). Syncing is
//   last write wins per item: the later change of an item is kept, whole. A deletion is a change too: the
//   item is kept as a tombstone (removed: true) with the time of the deletion, so a device that still has
//   the item, and sends it unchanged or changed earlier, cannot bring it back. On a tie a deletion wins.
// - A change stamped in the future (a device whose clock runs ahead) counts as made now, so one wrong
//   clock cannot make an item impossible to change from the other devices.
import { ingredientKey } from './ingredients.ts';
import { parseQuantity, scaleQuantity, type ParsedQuantity } from './servings.ts';
import { foldAccents } from './text.ts';

export const shoppingListLimits = {
  /** Items on a list (tombstones aside): a week's shopping for a big family, with room to spare. */
  items: 200,
  /** Items in one PUT: a whole list changed plus its deletions; the device sends more in several. */
  perRequest: 300,
  /** As long as a recipe's ingredient name. */
  name: 120,
  /** Twice a recipe's quantity: merged quantities («200 g + 1 taza») grow. */
  quantity: 120,
  /** Rows kept per cook, tombstones included: the oldest tombstones go first. */
  rows: 1000,
  /** Tombstones older than this are forgotten: a device away longer may bring an item back. */
  tombstoneDays: 60,
} as const;

export interface ShoppingItem {
  id: string;
  name: string;
  quantity: string;
  checked: boolean;
  /** Milliseconds since 1970 of the item's last change. */
  updatedAt: number;
  /** A tombstone: the item was deleted at updatedAt. */
  removed: boolean;
}

/** A line to buy: an ingredient a recipe needs and the cook lacks, its quantity already scaled. */
export interface ShoppingLine {
  name: string;
  quantity: string;
}

/** The key lines are merged by: the ingredient's canonical key, or the folded name when it has none. */
function lineKey(name: string): string {
  return ingredientKey(name) || foldAccents(name.trim());
}

const isMetric = (unit: NonNullable<ParsedQuantity['unit']>) =>
  unit.base !== undefined && (unit.kind === 'mass' || unit.kind === 'volume');

const sameRest = (a: ParsedQuantity, b: ParsedQuantity) =>
  foldAccents(a.rest.trim()) === foldAccents(b.rest.trim());

/** One quantity plus another when both are amounts of one unit (or one metric family); null otherwise. */
function sum(a: string, b: string): string | null {
  const pa = parseQuantity(a);
  const pb = parseQuantity(b);
  if (!pa || !pb || pa.to !== null || pb.to !== null || !sameRest(pa, pb)) return null;
  const [ua, ub] = [pa.unit, pb.unit];
  // Written in a's unit: scaling a by (a + b) / a writes the total as servings.ts writes any amount.
  if ((!ua && !ub) || (ua && ub && ua.singular === ub.singular)) return scaleQuantity(a, (pa.amount + pb.amount) / pa.amount);
  if (ua && ub && isMetric(ua) && isMetric(ub) && ua.kind === ub.kind) {
    const base = pa.amount * ua.base!;
    return scaleQuantity(a, (base + pb.amount * ub.base!) / base);
  }
  return null;
}

const separator = ' + ';

/**
 * Two quantities of one ingredient as one: «200 g» + «300 g» = «500 g»; «200 g» + «1 taza» = «200 g + 1 taza»;
 * «200 g + 1 taza» + «1 taza» = «200 g + 2 tazas»; «al gusto» twice stays «al gusto».
 */
export function combineQuantities(a: string, b: string): string {
  const [left, right] = [a.trim(), b.trim()];
  if (!right) return left;
  if (!left) return right;
  const parts = left.split(separator);
  for (const [index, part] of parts.entries()) {
    const total = sum(part, right);
    if (total !== null) return parts.map((p, i) => (i === index ? total : p)).join(separator);
  }
  // The same unmeasured text («al gusto», «1 manojo pequeño») once is enough.
  const folded = foldAccents(right);
  if (parts.some((part) => foldAccents(part) === folded)) return left;
  return [...parts, right].join(separator);
}

export const liveItems = <T extends Pick<ShoppingItem, 'removed'>>(items: readonly T[]): T[] => items.filter((item) => !item.removed);

export interface AddResult {
  items: ShoppingItem[];
  /** The items created or changed, to sync. */
  changed: ShoppingItem[];
  /** Lines taken in (as new items or merged into one). */
  added: number;
  /** Lines left out because the list is full. */
  leftOut: number;
}

/**
 * Adds lines to a list, merging each into an unticked item of the same ingredient (see the rules at the
 * top). Blank names are skipped; names and quantities longer than the caps are cut.
 */
export function addLines(
  items: readonly ShoppingItem[],
  lines: readonly ShoppingLine[],
  now: number,
  newId: () => string,
): AddResult {
  const list = items.map((item) => ({ ...item }));
  const changed = new Map<string, ShoppingItem>();
  let added = 0;
  let leftOut = 0;
  for (const line of lines) {
    const name = line.name.trim().slice(0, shoppingListLimits.name);
    const quantity = line.quantity.trim().slice(0, shoppingListLimits.quantity);
    if (!name) continue;
    const key = lineKey(name);
    const same = list.find((item) => !item.removed && !item.checked && lineKey(item.name) === key);
    const merged = same ? combineQuantities(same.quantity, quantity) : null;
    if (same && merged !== null && merged.length <= shoppingListLimits.quantity) {
      same.quantity = merged;
      same.updatedAt = now;
      changed.set(same.id, same);
      added += 1;
      continue;
    }
    if (liveItems(list).length >= shoppingListLimits.items) {
      leftOut += 1;
      continue;
    }
    const item: ShoppingItem = { id: newId(), name, quantity, checked: false, updatedAt: now, removed: false };
    list.push(item);
    changed.set(item.id, item);
    added += 1;
  }
  return { items: list, changed: [...changed.values()], added, leftOut };
}

/** The id of the list's live line of the same ingredient as `name` («papas» names the «patatas» line), if any. */
export function itemIdFor(items: readonly ShoppingItem[], name: string): string | undefined {
  const key = lineKey(name);
  return items.find((item) => !item.removed && lineKey(item.name) === key)?.id;
}

/** Whether `incoming` replaces `current` (last write wins; on a tie a deletion wins, then what is stored). */
export function wins(incoming: ShoppingItem, current: ShoppingItem | undefined): boolean {
  if (!current) return true;
  if (incoming.updatedAt !== current.updatedAt) return incoming.updatedAt > current.updatedAt;
  return incoming.removed && !current.removed;
}

/** A change stamped later than `now` counts as made now. */
export const clampToNow = (item: ShoppingItem, now: number): ShoppingItem =>
  item.updatedAt > now ? { ...item, updatedAt: now } : item;

/**
 * The stored items with the incoming ones merged in, last write wins per item: the whole list and the
 * incoming items that won (those to write).
 */
export function mergeItems(
  stored: readonly ShoppingItem[],
  incoming: readonly ShoppingItem[],
): { items: ShoppingItem[]; winners: ShoppingItem[] } {
  const byId = new Map(stored.map((item) => [item.id, item]));
  const winners: ShoppingItem[] = [];
  for (const item of incoming) {
    if (!wins(item, byId.get(item.id))) continue;
    byId.set(item.id, item);
    winners.push(item);
  }
  return { items: [...byId.values()], winners };
}
