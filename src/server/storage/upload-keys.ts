// Server-made storage keys, one layout per purpose (SPEC §7); nothing of the client's file name survives
// except folded letters, digits and dashes. Files are served to anyone who knows the key, so every key
// carries 96 random bits: a cook's unpublished photo cannot be found by guessing times and names.
import { randomBytes } from 'node:crypto';
import { uploadFolders, type UploadPurpose } from '#shared/contract/uploads.ts';
import { foldAccents } from '#shared/domain/text.ts';

/** 'Foto de Mamá (1).JPG' → 'foto-de-mama-1': folded, [a-z0-9-] only, at most 60 characters. */
export function sanitiseFileName(name: string): string {
  const slug = foldAccents(name.replace(/\.[A-Za-z0-9]{1,5}$/, ''))
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'imagen';
}

/** 24 hex digits: 96 bits from the operating system's random source. */
export const randomKeyPart = () => randomBytes(12).toString('hex');

export function uploadKey(
  purpose: UploadPurpose,
  {
    timestamp,
    name,
    userId,
    random = randomKeyPart(),
  }: {
    timestamp: number;
    name: string;
    userId: string;
    /** Only for files public anyway (the demo's). */ random?: string;
  },
): string {
  const folder = uploadFolders[purpose];
  const safeName = sanitiseFileName(name);
  switch (purpose) {
    case 'recipe':
    case 'ingredient':
    case 'step':
      return `${folder}/resized-${timestamp}-${random}-${safeName}.webp`;
    case 'profile':
      return `${folder}/${userId.replace(/[^A-Za-z0-9_-]/g, '') || 'usuario'}-${timestamp}-${random}.webp`;
    case 'post':
      return `${folder}/${timestamp}_${random}_${safeName}.webp`;
    case 'ingredient-real':
      return `${folder}/${timestamp}-${random}-${safeName}.webp`;
  }
}
