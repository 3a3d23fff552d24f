// The rules of stored files: who may show which upload, the daily quota, and when an unused file goes.
import type { UploadPurpose, UploadResult } from '#shared/contract/uploads.ts';
import { es } from '#shared/i18n/es.ts';
import type { Database, Executor } from '../db/connect.ts';
import { ApiError, tooMany } from '../http/errors.ts';
import { reencodeImage } from './image.ts';
import { uploadKey } from './upload-keys.ts';
import {
  deleteUnreferencedUploadRows,
  deleteUploadRows,
  forgetUpload,
  lockOwnedUploadKeys,
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
  if (!(await recordUpload(db, row))) throw new ApiError(503, 'BUSY', es.errors.tooMany);
  try {
    await storage.put(key, image, 'image/webp');
  } catch (error) {
    await forgetUpload(db, key);
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
 */
export async function releaseFiles(
  db: Executor,
  storage: FileStorage,
  urls: Iterable<string | null | undefined>,
): Promise<string[]> {
  const keys = keysOf(urls);
  if (!keys.length) return [];
  const unused = await unreferencedKeys(db, keys);
  if (!unused.length) return [];
  await deleteUploadRows(db, unused);
  await Promise.all(unused.map((key) => storage.delete(key)));
  return unused;
}

/**
 * The periodic sweep: uploads nobody shows, older than the grace period (a form may still be open), are
 * deleted batch by batch, rows first so two server processes never both handle one file, then the files;
 * then the finished quota days.
 */
export async function sweepUploads(db: Executor, storage: FileStorage, graceMs: number): Promise<string[]> {
  const removed: string[] = [];
  const batch = 500;
  const cutoff = new Date(Date.now() - graceMs);
  for (;;) {
    const keys = await deleteUnreferencedUploadRows(db, { cutoff, batch });
    await Promise.all(keys.map((key) => storage.delete(key)));
    removed.push(...keys);
    if (keys.length < batch) break;
  }
  await purgeOldUploadQuotas(db);
  return removed;
}
