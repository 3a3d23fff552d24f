// Never trust an upload (DESIGN §5): the bytes must be a JPEG, PNG or WebP, and what we store is our own
// re-encoding of it, upright, at most 1280 px, as WebP with no metadata (no GPS position, no hidden payload).
import { es } from '#shared/i18n/es.ts';
import { ApiError } from '../http/errors.ts';

const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const maxInputPixels = 40_000_000;
export const maxSide = 1280;

export async function reencodeImage(input: Buffer): Promise<Buffer> {
  // Loaded at the first upload, not at start: a server's start-up stays short (issue 15).
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([import('file-type'), import('sharp')]);
  const type = await fileTypeFromBuffer(input);
  if (!type || !acceptedTypes.has(type.mime))
    throw new ApiError(415, 'UNSUPPORTED_IMAGE', es.editor.uploads.unsupported);
  try {
    return await sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message)))
      throw new ApiError(413, 'IMAGE_TOO_LARGE', es.editor.uploads.tooManyPixels);
    throw new ApiError(415, 'UNREADABLE_IMAGE', es.editor.uploads.unreadable);
  }
}
