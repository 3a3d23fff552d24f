// The cook's shopping list, kept on each device and synced (shared/domain/shopping-list.ts has the rules).
import { shoppingListLimits as limits } from '../domain/shopping-list.ts';
import { hasControlCharacter } from '../domain/text.ts';
import { fill } from '../i18n/fill.ts';
import { shoppingList as texts } from '../i18n/shopping-list.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

const { api } = texts;

// Control characters, line breaks included, have no place in a list's one-line texts (a NUL byte is refused
// before this is asked: http/text-guard.ts).
const text = (max: number, invalid: string, tooLong: string) =>
  z
    .string({ error: invalid })
    .trim()
    .max(max, fill(tooLong, { max }))
    .refine((s) => !hasControlCharacter(s), api.controlCharacters);

/**
 * One item as the device sends it: a new or changed item, or a deletion (removed: true). The app's devices
 * name each item by its id; an item sent without one (`{ name, quantity, checked }`, as a script would) is the
 * list's line of the same ingredient, or a new line (itemIdFor in shared/domain/shopping-list.ts).
 */
export const shoppingItemInputSchema = z.object({
  id: z.uuid({ error: api.idInvalid }).optional(),
  name: text(limits.name, api.nameInvalid, api.nameTooLong).pipe(z.string().min(1, api.nameRequired)),
  quantity: text(limits.quantity, api.quantityInvalid, api.quantityTooLong).default(''),
  checked: z.boolean({ error: api.checkedInvalid }).default(false),
  /** When the device made the change (ms since 1970); now when absent, and never later than now. */
  updatedAt: z.number({ error: api.updatedAtInvalid }).int(api.updatedAtInvalid).min(0, api.updatedAtInvalid).max(8.64e15, api.updatedAtInvalid).optional(),
  removed: z.boolean({ error: api.removedInvalid }).default(false),
});
export type ShoppingItemInput = z.infer<typeof shoppingItemInputSchema>;

export const shoppingListPutSchema = z.object({
  items: z
    .array(shoppingItemInputSchema, { error: api.itemsInvalid })
    .max(limits.perRequest, fill(api.tooManyItems, { max: limits.perRequest }))
    .refine((items) => {
      const ids = items.flatMap((item) => (item.id ? [item.id] : []));
      return new Set(ids).size === ids.length;
    }, api.duplicateId),
});
export type ShoppingListPut = z.input<typeof shoppingListPutSchema>;

export const shoppingItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.string(),
  checked: z.boolean(),
  updatedAt: z.number(),
});
export type ShoppingListItem = z.infer<typeof shoppingItemSchema>;

/** The list as it is now on the server, in the order items were first added (deletions left out). */
export const shoppingListSchema = z.object({ items: z.array(shoppingItemSchema) });
export type ShoppingList = z.infer<typeof shoppingListSchema>;

export const shoppingListApi = {
  get: defineRoute({ key: 'GET /api/me/shopping-list', status: 200, summary: 'La lista de compras del cocinero', response: shoppingListSchema }),
  put: defineRoute({
    key: 'PUT /api/me/shopping-list',
    status: 200,
    summary: 'Sincroniza la lista de compras: cada artículo, el último cambio gana',
    body: shoppingListPutSchema,
    response: shoppingListSchema,
  }),
};
