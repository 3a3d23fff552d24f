// Rows of stored files and of the daily upload quotas: which files are still shown somewhere, and their removal.
import { and, eq, exists, inArray, lt, not, or, sql, type SQL } from 'drizzle-orm';
import { fileUrlPrefix } from '#shared/contract/uploads.ts';
import type { Executor } from '../db/connect.ts';
import { posts, profiles, recipeIngredients, recipes, uploadQuotas, uploads, user } from '../db/schema.ts';

const one = sql`1`;

/** True when a recipe, an ingredient, a step, a post or a profile shows the file at this URL. */
function isReferenced(db: Executor, url: SQL): SQL {
  return or(
    exists(db.select({ one }).from(recipes).where(eq(recipes.imageUrl, url))),
    exists(db.select({ one }).from(recipeIngredients).where(eq(recipeIngredients.image, url))),
    exists(
      db
        .select({ one })
        .from(recipes)
        .where(sql`${recipes.steps} @> jsonb_build_array(jsonb_build_object('image', ${url}::text))`),
    ),
    exists(
      db
        .select({ one })
        .from(posts)
        .where(or(eq(posts.imageUrl, url), eq(posts.profilePictureUrl, url))),
    ),
    exists(db.select({ one }).from(profiles).where(eq(profiles.profilePictureUrl, url))),
    exists(db.select({ one }).from(user).where(eq(user.image, url))),
  )!;
}

/** The URL a stored key is shown under, built in SQL from a text expression. */
const urlOfKey = (key: SQL | typeof uploads.key) => sql`(${fileUrlPrefix}::text || ${key})`;

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export async function recordUpload(
  db: Executor,
  row: { key: string; ownerId: string; purpose: string; contentType: string; bytes: number },
): Promise<boolean> {
  const inserted = await db.insert(uploads).values(row).onConflictDoNothing().returning({ key: uploads.key });
  return inserted.length > 0;
}

export async function forgetUpload(db: Executor, key: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.key, key));
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
  // The day's first upload is inserted only when it fits alone; later ones update the row only while they fit.
  const counted = await db
    .insert(uploadQuotas)
    .select(sql`SELECT ${userId}, ${utcToday}, 1, ${size} WHERE 1 <= ${maxCount} AND ${size} <= ${maxBytes}`)
    .onConflictDoUpdate({
      target: [uploadQuotas.userId, uploadQuotas.day],
      set: { count: sql`${uploadQuotas.count} + 1`, bytes: sql`${uploadQuotas.bytes} + ${size}` },
      setWhere: sql`${uploadQuotas.count} + 1 <= ${maxCount} AND ${uploadQuotas.bytes} + ${size} <= ${maxBytes}`,
    })
    .returning({ userId: uploadQuotas.userId });
  return counted.length > 0;
}

/** Quota rows of days that are over (yesterday's stays, for uploads around midnight). */
export async function purgeOldUploadQuotas(db: Executor): Promise<void> {
  await db.delete(uploadQuotas).where(lt(uploadQuotas.day, sql`${utcToday} - 1`));
}

/** Which of these keys the owner uploaded, share-locked so the cleanup cannot remove them meanwhile. */
export async function lockOwnedUploadKeys(db: Executor, ownerId: string, keys: string[]): Promise<string[]> {
  const owned = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), inArray(uploads.key, keys)))
    .for('share');
  return owned.map((row) => row.key);
}

/** Locks the upload rows of these keys against every other use until the transaction ends (in key order, so
 * two releases of overlapping files cannot deadlock). */
export async function lockUploadRows(tx: Executor, keys: string[]): Promise<void> {
  await tx
    .select({ key: uploads.key })
    .from(uploads)
    .where(inArray(uploads.key, keys))
    .orderBy(uploads.key)
    .for('update');
}

/** The keys among these whose files nothing shows (whether or not an upload row still exists for them). */
export async function unreferencedKeys(db: Executor, keys: string[]): Promise<string[]> {
  const { rows } = await db.execute<{ candidate: string }>(sql`
    SELECT candidate FROM unnest(${textArray(keys)}) AS candidate
    WHERE NOT ${isReferenced(db, urlOfKey(sql`candidate`))}`);
  return rows.map((row) => row.candidate);
}

export async function deleteUploadRows(db: Executor, keys: string[]): Promise<void> {
  await db.delete(uploads).where(inArray(uploads.key, keys));
}

/**
 * Locks up to `batch` upload rows created before `cutoff` that nothing shows, oldest first, and returns their
 * keys. Rows locked by another process are skipped, so two processes never both claim one file.
 */
export async function claimUnreferencedUploadRows(
  tx: Executor,
  { cutoff, batch }: { cutoff: Date; batch: number },
): Promise<string[]> {
  const claimed = await tx
    .select({ key: uploads.key })
    .from(uploads)
    .where(
      and(
        lt(uploads.createdAt, sql`${cutoff.toISOString()}::timestamptz`),
        not(isReferenced(tx, urlOfKey(uploads.key))),
      ),
    )
    .orderBy(uploads.createdAt)
    .limit(batch)
    .for('update', { skipLocked: true });
  return claimed.map((row) => row.key);
}
