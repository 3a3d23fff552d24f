// Test helpers: small real images made with sharp, and multipart bodies as a browser sends them.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestApp, TestUser } from '../test/harness.ts';

export async function makeImage(
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  width = 64,
  height = 48,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 234, g: 88, b: 12 } } })
    .toFormat(format)
    .toBuffer();
}

export interface FilePart {
  filename: string;
  contentType: string;
  body: Buffer;
}

export function multipartBody(
  fields: Record<string, string>,
  ...files: FilePart[]
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sazon${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(
  t: TestApp,
  user: TestUser | undefined,
  purpose: string,
  file: FilePart,
  name?: string,
) {
  const { payload, headers } = multipartBody({ purpose, ...(name ? { name } : {}) }, file);
  return t.request({ method: 'POST', url: '/api/uploads', user, payload, headers });
}

/** Uploads a fresh JPEG and answers its URL. */
export async function uploadedUrl(
  t: TestApp,
  user: TestUser,
  purpose = 'recipe',
  filename = 'foto.jpg',
): Promise<string> {
  const response = await upload(t, user, purpose, {
    filename,
    contentType: 'image/jpeg',
    body: await makeImage(),
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { url: string }).url;
}
