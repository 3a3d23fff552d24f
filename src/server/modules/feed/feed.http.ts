// Small pieces shared by the feed's route files.
import { feed as texts } from '#shared/i18n/feed.ts';
import { notFound } from '../../http/errors.ts';
import { decodeCursor, isUuid, type SortKey } from '../recipes/cursor.ts';

/** A post id from the path: anything that is not a uuid names no post. */
export function postIdOf(params: { id: string }): string {
  if (!isUuid(params.id)) throw notFound(texts.postNotFound);
  return params.id;
}

/** The keyset cursor a list request sent back (cursors are shared with the recipe lists), or null for the first page. */
export const cursorOf = (raw: string | undefined, kind: 'newest' | 'comments' = 'newest'): SortKey | null => (raw ? decodeCursor(kind, raw) : null);
