// The rules of stored files: who may show which upload, the daily quota, and when an unused file goes.
import type { UploadPurpose, UploadResult } from '#shared/contract/uploads.ts';
import { es } from '#shared/i18n/es.ts';
import type { Database, Executor } from '../db/connect.ts';
import { ApiError, tooMany } from '../http/errors.ts';
import { reencodeImage } from './image.ts';
import { uploadKey } from './upload-keys.ts';
import {
  claimUnreferencedUploadRows,
  deleteUploadRows,
  forgetUpload,
  lockOwnedUploadKeys,
  lockUploadRows,
  purgeOldUploadQuotas,
  recordUpload,
  takeUploadQuota,
  unreferencedKeys,
} from './uploads.repository.ts';
import { fileUrl, keyFromUrl, type FileStorage } from './storage.ts';

/** The keys of these file URLs (ours only, each once). */
function keysOf(urls: Iterable<string | null | undefined>): string[] {
  const keys = new Set<string>();
  for (const url of urls) {
    const key = keyFromUrl(url);
    if (key) keys.add(key);
  }
  return [...keys];
}

/**
 * Checks the cook's daily quota, re-encodes the image and stores it under a new server-made key.
 * The quota is counted before the costly re-encoding: what a cook sends, not what is kept, is what it bounds.
 */
export async function storeUpload(
  { db, storage, limits }: { db: Database; storage: FileStorage; limits: { count: number; bytes: number } },
  { ownerId, purpose, name, body }: { ownerId: string; purpose: UploadPurpose; name: string; body: Buffer },
): Promise<UploadResult> {
  if (!(await takeUploadQuota(db, ownerId, body.length, limits)))
    throw tooMany(es.editor.uploads.dailyQuota, 'UPLOAD_QUOTA');

  const image = await reencodeImage(body);
  const key = uploadKey(purpose, { timestamp: Date.now(), name, userId: ownerId });
  const row = { key, ownerId, purpose, contentType: 'image/webp', bytes: image.length };
  // 96 random bits make a clash practically impossible; if one happens, nothing is overwritten.
  // The row is committed before the file is written, so a crash at any point leaves no file without its row.
  if (!(await recordUpload(db, row))) throw new ApiError(503, 'BUSY', es.errors.tooMany);
  try {
    await storage.put(key, image, 'image/webp');
  } catch (error) {
    // A failed write (a full disk) may leave part of the file: it goes before its row. If it cannot go now,
    // the row stays and the sweep removes both later.
    await storage.delete(key).then(
      () => forgetUpload(db, key),
      () => {},
    );
    throw error;
  }
  return { key, url: fileUrl(key) };
}

/**
 * A document may only start showing files its writer uploaded (so nobody can make their recipe point at,
 * and later delete, someone else's photo). Row locks keep the cleanup from removing them meanwhile.
 */
export async function assertOwnUploads(tx: Executor, ownerId: string, urls: string[]): Promise<void> {
  const keys = keysOf(urls);
  if (!keys.length) return;
  const owned = await lockOwnedUploadKeys(tx, ownerId, keys);
  if (owned.length !== keys.length) throw new ApiError(400, 'IMAGE_NOT_OWNED', es.editor.uploads.notYours);
}

/**
 * Deletes the stored files behind these URLs that nothing shows any more, with their upload rows.
 * Call it after the write that stopped showing them has committed. Missing files are ignored.
 * Files go before their rows, while the rows are locked: a crash in between leaves rows whose files are
 * gone (the sweep removes them), never a file that no row knows of. A write that starts showing one of
 * these files meanwhile either commits first (the file is kept) or waits for the lock and finds no row.
 */
export async function releaseFiles(
  db: Executor,
  storage: FileStorage,
  urls: Iterable<string | null | undefined>,
): Promise<string[]> {
  const keys = keysOf(urls);
  if (!keys.length) return [];
  return db.transaction(async (tx) => {
    await lockUploadRows(tx, keys);
    const unused = await unreferencedKeys(tx, keys);
    if (!unused.length) return [];
    await Promise.all(unused.map((key) => storage.delete(key)));
    await deleteUploadRows(tx, unused);
    return unused;
  });
}

/**
 * The periodic sweep: uploads nobody shows, older than the grace period (a form may still be open), are
 * deleted batch by batch, each batch's rows locked (so two server processes never both handle one file),
 * its files deleted, then its rows; then the finished quota days.
 */
export async function sweepUploads(db: Executor, storage: FileStorage, graceMs: number): Promise<string[]> {
  const removed: string[] = [];
  const batch = 500;
  const cutoff = new Date(Date.now() - graceMs);
  for (;;) {
    const keys = await db.transaction(async (tx) => {
      const claimed = await claimUnreferencedUploadRows(tx, { cutoff, batch });
      await Promise.all(claimed.map((key) => storage.delete(key)));
      if (claimed.length) await deleteUploadRows(tx, claimed);
      return claimed;
    });
    removed.push(...keys);
    if (keys.length < batch) break;
  }
  await purgeOldUploadQuotas(db);
  return removed;
}
