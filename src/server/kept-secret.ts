// Secrets a fresh install makes for itself: generated on first start, kept in DATA_DIR (mode 0600), reused after.
// Several processes may start together on a new DATA_DIR (WORKERS): the first file to be linked in place wins
// and everyone reads that one, so they all sign and push with the same secret.
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The text kept in DATA_DIR/`fileName`, made by `make` (and kept) the first time. */
export function keptText(dataDir: string, fileName: string, make: () => string): string {
  const file = join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  // Written whole under a private name, then linked: a reader never sees a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, make(), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}

export function keptSecret(dataDir: string, fileName: string, bytes: number): string {
  return keptText(dataDir, fileName, () => randomBytes(bytes).toString('base64url'));
}
