// Which stored files are still shown somewhere, and the removal of those that are not.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { fileUrlPrefix } from '#shared/contract/uploads.ts';
import { es } from '#shared/i18n/es.ts';
import type { Database } from '../db/connect.ts';
import { uploads } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { keyFromUrl, type FileStorage } from './storage.ts';

type Executor = Pick<Database, 'execute'>;

/** True when a recipe, an ingredient, a step, a post or a profile shows the file at this URL. */
function isReferenced(url: SQL): SQL {
  return sql`(
    EXISTS (SELECT 1 FROM recipes WHERE image_url = ${url})
    OR EXISTS (SELECT 1 FROM recipe_ingredients WHERE image = ${url})
    OR EXISTS (SELECT 1 FROM recipes WHERE steps @> jsonb_build_array(jsonb_build_object('image', ${url}::text)))
    OR EXISTS (SELECT 1 FROM posts WHERE image_url = ${url} OR profile_picture_url = ${url})
    OR EXISTS (SELECT 1 FROM profiles WHERE profile_picture_url = ${url})
    OR EXISTS (SELECT 1 FROM "user" WHERE image = ${url}))`;
}

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The keys of these file URLs (ours only, each once). */
export function keysOf(urls: Iterable<string | null | undefined>): string[] {
  const keys = new Set<string>();
  for (const url of urls) {
    const key = keyFromUrl(url);
    if (key) keys.add(key);
  }
  return [...keys];
}

export async function recordUpload(
  db: Database,
  row: { key: string; ownerId: string; purpose: string; contentType: string; bytes: number },
): Promise<boolean> {
  const inserted = await db.insert(uploads).values(row).onConflictDoNothing().returning({ key: uploads.key });
  return inserted.length > 0;
}

/** Today's day in UTC: quotas are per calendar day, the same for every server process. */
const utcToday = sql`(now() AT TIME ZONE 'UTC')::date`;

/**
 * Counts one upload of `bytes` against the cook's daily quota, or returns false when it would go over.
 * Checked and counted in one statement, so parallel uploads cannot slip past the limit together.
 */
export async function takeUploadQuota(
  db: Executor,
  userId: string,
  bytes: number,
  limits: { count: number; bytes: number },
): Promise<boolean> {
  const size = sql`${bytes}::bigint`;
  const maxCount = sql`${limits.count}::int`;
  const maxBytes = sql`${limits.bytes}::bigint`;
  const { rows } = await db.execute(sql`
    INSERT INTO upload_quotas (user_id, day, count, bytes)
    SELECT ${userId}, ${utcToday}, 1, ${size} WHERE 1 <= ${maxCount} AND ${size} <= ${maxBytes}
    ON CONFLICT (user_id, day) DO UPDATE
      SET count = upload_quotas.count + 1, bytes = upload_quotas.bytes + excluded.bytes
      WHERE upload_quotas.count + 1 <= ${maxCount} AND upload_quotas.bytes + excluded.bytes <= ${maxBytes}
    RETURNING 1`);
  return rows.length > 0;
}

/** Quota rows of days that are over (yesterday's stays, for uploads around midnight). */
export async function purgeOldUploadQuotas(db: Executor): Promise<void> {
  await db.execute(sql`DELETE FROM upload_quotas WHERE day < ${utcToday} - 1`);
}

export async function forgetUpload(db: Database, key: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.key, key));
}

/**
 * A document may only start showing files its writer uploaded (so nobody can make their recipe point at,
 * and later delete, someone else's photo). Row locks keep the cleanup from removing them meanwhile.
 */
export async function assertOwnUploads(
  tx: Pick<Database, 'select'>,
  ownerId: string,
  urls: string[],
): Promise<void> {
  const keys = keysOf(urls);
  if (!keys.length) return;
  const owned = await tx
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.key, keys)))
    .for('share');
  if (owned.length !== keys.length) throw new ApiError(400, 'IMAGE_NOT_OWNED', es.editor.uploads.notYours);
}

/**
 * Deletes the stored files behind these URLs that nothing shows any more, with their upload rows.
 * Call it after the write that stopped showing them has committed. Missing files are ignored.
 */
export async function releaseFiles(
  db: Executor,
  storage: FileStorage,
  urls: Iterable<string | null | undefined>,
): Promise<string[]> {
  const keys = keysOf(urls);
  if (!keys.length) return [];
  const { rows } = await db.execute<{ key: string }>(sql`
    SELECT k.key FROM unnest(${textArray(keys)}) AS k(key)
    WHERE NOT ${isReferenced(sql`(${fileUrlPrefix}::text || k.key)`)}`);
  const unused = rows.map((row) => row.key);
  if (!unused.length) return [];
  await db.execute(sql`DELETE FROM uploads WHERE key = ANY(${textArray(unused)})`);
  await Promise.all(unused.map((key) => storage.delete(key)));
  return unused;
}

/**
 * Uploads nobody shows, older than the grace period (a form may still be open), are deleted: rows first,
 * so two server processes never both handle one file, then the files.
 */
export async function cleanupUnreferencedUploads(
  db: Executor,
  storage: FileStorage,
  { olderThanMs, batch = 500 }: { olderThanMs: number; batch?: number },
): Promise<string[]> {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString();
  const { rows } = await db.execute<{ key: string }>(sql`
    DELETE FROM uploads WHERE key IN (
      SELECT key FROM uploads
      WHERE ${uploads.createdAt} < ${cutoff}::timestamptz
        AND NOT ${isReferenced(sql`(${fileUrlPrefix}::text || uploads.key)`)}
      ORDER BY ${uploads.createdAt}
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED)
    RETURNING key`);
  const keys = rows.map((row) => row.key);
  await Promise.all(keys.map((key) => storage.delete(key)));
  return keys;
}

/** The periodic sweep: every unused upload past the grace period (rows and files), then finished quota days. */
export async function sweepUploads(db: Executor, storage: FileStorage, graceMs: number): Promise<string[]> {
  const removed: string[] = [];
  const batch = 500;
  for (;;) {
    const keys = await cleanupUnreferencedUploads(db, storage, { olderThanMs: graceMs, batch });
    removed.push(...keys);
    if (keys.length < batch) break;
  }
  await purgeOldUploadQuotas(db);
  return removed;
}
