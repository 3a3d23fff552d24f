// Where uploaded files live. Keys are made by the server (e.g. recipe_images/resized-1700000000000-pan.webp).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a file that is already gone is not an error (SPEC §7: object-not-found is ignored). */
  delete(key: string): Promise<void>;
}

/** Public URL of a stored key, served by GET /api/files/<key>. */
export const fileUrl = (key: string) => `/api/files/${key}`;

/** The key behind one of our file URLs, or null for anything else. */
export function keyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith('/api/files/')) return null;
  return url.slice('/api/files/'.length) || null;
}

const contentTypeByExtension: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

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
}
