// Where uploaded files live. Keys are made by the server (e.g. recipe_images/resized-1700000000000-pan.webp).
import { access, constants, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileKeyPattern, fileUrlPrefix } from '#shared/contract/uploads.ts';
import type { AppConfig } from '../config.ts';
import { S3Storage } from './s3-storage.ts';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a file that is already gone is not an error (SPEC §7: object-not-found is ignored). */
  delete(key: string): Promise<void>;
  /** Resolves when files can be stored and read now; throws otherwise (GET /api/health). */
  check(): Promise<void>;
  /** Releases connections when the server closes. */
  close?(): Promise<void>;
}

/** Public URL of a stored key, served by GET /api/files/<key>. */
export const fileUrl = (key: string) => `${fileUrlPrefix}${key}`;

/** The key behind one of our file URLs, or null for anything else. */
export function keyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(fileUrlPrefix)) return null;
  const key = url.slice(fileUrlPrefix.length);
  return fileKeyPattern.test(key) ? key : null;
}

const contentTypeByExtension: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export class LocalDiskStorage implements FileStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    // Keys come from the server, but never let one escape the folder.
    if (!path.startsWith(this.root + sep)) throw new Error('invalid storage key');
    return path;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const body = await readFile(this.pathOf(key));
      const extension = key.split('.').pop()?.toLowerCase() ?? '';
      return { body, contentType: contentTypeByExtension[extension] ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }
}

/** S3-compatible storage when S3_BUCKET is set, otherwise local disk under DATA_DIR/uploads. */
export function createStorage(config: Pick<AppConfig, 's3' | 'dataDir'>): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(join(config.dataDir, 'uploads'));
}
