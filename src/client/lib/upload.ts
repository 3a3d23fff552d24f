// Every image of the app goes through here: compressed in the browser (≤ 1 MB, longest side 1280 px,
// SPEC §9), then posted to /api/uploads, which checks and re-encodes it again on the server.
import type { UploadPurpose, UploadResult } from '#shared/contract/uploads.ts';
import { editor } from '#shared/i18n/editor.ts';
import { ApiError, call } from './api.ts';

/** The code of the ApiError thrown when the browser cannot read or shrink the file. */
export const imageProcessingErrorCode = 'IMAGE_PROCESSING';

async function compress(file: File): Promise<File> {
  try {
    if (!file.type.startsWith('image/')) throw new Error(`not an image: ${file.type || 'unknown type'}`);
    // Loaded on first use so the library stays out of the first-load bundle.
    const { default: imageCompression } = await import('browser-image-compression');
    // No web worker: the library would fetch its worker script from a CDN, which our CSP refuses.
    return await imageCompression(file, { maxSizeMB: 1, maxWidthOrHeight: 1280, useWebWorker: false });
  } catch (error) {
    console.error('Error al procesar la imagen', error);
    throw new ApiError(0, imageProcessingErrorCode, editor.image.processError);
  }
}

/** Compresses and uploads one image; `name` (default: the file's name) becomes part of its storage key. */
export async function uploadImage(file: File, purpose: UploadPurpose, name?: string): Promise<UploadResult> {
  const compressed = await compress(file);
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('name', (name || file.name).slice(0, 200));
  form.append('file', compressed, file.name);
  return call('POST /api/uploads', { form });
}
