// A page of a list: the items and the cursor of the next page (null on the last one). Every list of
// the API answers this shape (DESIGN §4).
import { z } from './zod.ts';

export const pageSchema = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
