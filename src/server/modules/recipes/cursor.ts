// Opaque keyset cursors: base64url of the sort key of the last row sent. What comes back is checked
// strictly, so a tampered cursor is a Spanish 400 and never reaches SQL as something PostgreSQL rejects.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { recipes as texts } from '#shared/i18n/recipes.ts';
import { badRequest } from '../../http/errors.ts';

export type CursorKind = 'newest' | 'featured' | 'comments';

export interface SortKey {
  /** created_at with microseconds, as PostgreSQL keeps it (a JS Date would lose them). */
  createdAt: string;
  id: string;
  ratingCount: number;
}

const tags: Record<CursorKind, string> = { newest: 'n', featured: 'f', comments: 'c' };
const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxInt = 2_147_483_647;

export const isUuid = (value: string) => uuidPattern.test(value);

/** SQL rendering a creation-time column the way cursors carry it. */
export const cursorTimestamp = (column: SQLWrapper) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Every cursor of the API: its parts as JSON, in base64url. */
export const encodeCursorParts = (parts: unknown[]): string => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** The parts a cursor carries, or null when it is no JSON list in base64url; each reader checks their shape. */
export function cursorParts(cursor: string): unknown[] | null {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(parts) ? parts : null;
  } catch {
    return null;
  }
}

export function encodeCursor(kind: CursorKind, key: SortKey): string {
  return encodeCursorParts(kind === 'featured' ? [tags[kind], key.ratingCount, key.createdAt, key.id] : [tags[kind], key.createdAt, key.id]);
}

export function isRealTimestamp(value: unknown): value is string {
  // JavaScript reads year 0000 as 1 BC; PostgreSQL has no year 0 and refuses it.
  if (typeof value !== 'string' || !timestampPattern.test(value) || value.startsWith('0000')) return false;
  const ms = Date.parse(value);
  // Date.parse rolls 30 February over to March; PostgreSQL would refuse it, so compare the round trip.
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === value.slice(0, 19);
}

/** The sort key a cursor of this kind carries, or null when it is not one (any tampering included). */
function readCursor(kind: CursorKind, cursor: string): SortKey | null {
  const parts = cursorParts(cursor);
  if (!parts || parts[0] !== tags[kind]) return null;
  const [ratingCount, createdAt, id] = kind === 'featured' ? parts.slice(1) : [0, ...parts.slice(1)];
  const expectedLength = kind === 'featured' ? 4 : 3;
  if (
    parts.length !== expectedLength ||
    !Number.isInteger(ratingCount) ||
    (ratingCount as number) < 0 ||
    (ratingCount as number) > maxInt ||
    !isRealTimestamp(createdAt) ||
    typeof id !== 'string' ||
    !isUuid(id)
  ) {
    return null;
  }
  return { createdAt, id, ratingCount: ratingCount as number };
}

/** readCursor for a request: what is not a cursor of this kind is the API's 400. */
export function decodeCursor(kind: CursorKind, cursor: string): SortKey {
  const key = readCursor(kind, cursor);
  if (!key) throw badRequest(texts.errors.invalidCursor, 'INVALID_CURSOR');
  return key;
}
