import { readdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import { es } from '#shared/i18n/es.ts';
import { uploads } from '../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../test/harness.ts';
import { makeImage, multipartBody, upload, uploadedUrl } from './upload-fixtures.ts';
import { sanitiseFileName, uploadKey } from './upload-keys.ts';
import { sweepUploads } from './uploads.service.ts';
import { keyFromUrl, LocalDiskStorage } from './storage.ts';

const limit = 300_000;
let t: TestApp;
let cook: TestUser;
let storage: LocalDiskStorage;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_BYTES: String(limit) });
  cook = await t.signUp('Fotógrafa');
  storage = new LocalDiskStorage(`${t.config.dataDir}/uploads`);
});
afterAll(() => t.close());

const jpegPart = async (filename = 'plato.jpg') => ({
  filename,
  contentType: 'image/jpeg',
  body: await makeImage('jpeg'),
});

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of 8000 × 8000 black pixels (64 MP) that weighs about 60 KB. */
function decompressionBomb(): Buffer {
  const side = 8000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((side + 1) * side); // filter byte 0 and zeros on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-entry ZIP archive (stored, not compressed) holding an HTML page. */
function zipWithScript(): Buffer {
  const name = Buffer.from('index.html');
  const data = Buffer.from('<script>alert("polyglot")</script>');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('POST /api/uploads', () => {
  it('stores a JPEG as WebP under a server-made key and records its owner', async () => {
    const response = await upload(t, cook, 'recipe', await jpegPart('Foto de Mamá (1).JPG'));
    expect(response.statusCode).toBe(201);
    const { key, url } = response.json() as { key: string; url: string };
    expect(key).toMatch(/^recipe_images\/resized-\d{13}-[0-9a-f]{24}-foto-de-mama-1\.webp$/);
    expect(url).toBe(`/api/files/${key}`);
    const stored = await storage.get(key);
    expect((await sharp(stored!.body).metadata()).format).toBe('webp');
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({
      ownerId: cook.id,
      purpose: 'recipe',
      contentType: 'image/webp',
      bytes: stored!.body.length,
    });
  });

  it('follows the key layout of every purpose', async () => {
    const expected: Record<string, RegExp> = {
      recipe: /^recipe_images\/resized-\d+-[0-9a-f]{24}-tarta\.webp$/,
      ingredient: /^ingredient_images\/resized-\d+-[0-9a-f]{24}-tarta\.webp$/,
      step: /^step_images\/resized-\d+-[0-9a-f]{24}-tarta\.webp$/,
      profile: new RegExp(`^profile_pictures/${cook.id}-\\d+-[0-9a-f]{24}\\.webp$`),
      post: /^posts\/\d+_[0-9a-f]{24}_tarta\.webp$/,
      'ingredient-real': /^ingredient_real_images\/\d+-[0-9a-f]{24}-tarta\.webp$/,
    };
    for (const [purpose, pattern] of Object.entries(expected)) {
      const response = await upload(t, cook, purpose, await jpegPart('tarta.png'));
      expect(response.statusCode, purpose).toBe(201);
      expect(response.json().key, purpose).toMatch(pattern);
    }
  });

  it('uses the name field when given, and never the same key twice', async () => {
    const first = await upload(t, cook, 'ingredient-real', await jpegPart(), 'Ajíes dulces');
    const second = await upload(t, cook, 'ingredient-real', await jpegPart(), 'Ajíes dulces');
    expect(first.json().key).toMatch(/^ingredient_real_images\/\d+-[0-9a-f]{24}-ajies-dulces\.webp$/);
    expect(second.json().key).not.toBe(first.json().key);
  });

  it('turns the photo upright and strips its metadata (EXIF, GPS)', async () => {
    const withExif = await sharp(await makeImage('jpeg', 64, 48))
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Secreto', ImageDescription: 'casa de la abuela' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).orientation).toBe(6);
    expect(withExif.includes(Buffer.from('Secreto'))).toBe(true);
    const response = await upload(t, cook, 'step', {
      filename: 'exif.jpg',
      contentType: 'image/jpeg',
      body: withExif,
    });
    expect(response.statusCode).toBe(201);
    const stored = await storage.get(response.json().key);
    const metadata = await sharp(stored!.body).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([48, 64]);
    expect(stored!.body.includes(Buffer.from('Secreto'))).toBe(false);
  });

  it('accepts PNG and WebP, and shrinks big photos to 1280 px', async () => {
    for (const format of ['png', 'webp'] as const) {
      const response = await upload(t, cook, 'post', {
        filename: `x.${format}`,
        contentType: `image/${format}`,
        body: await makeImage(format),
      });
      expect(response.statusCode, format).toBe(201);
    }
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#ffffff' } })
      .jpeg({ quality: 40 })
      .toBuffer();
    const response = await upload(t, cook, 'recipe', {
      filename: 'grande.jpg',
      contentType: 'image/jpeg',
      body: big,
    });
    const metadata = await sharp((await storage.get(response.json().key))!.body).metadata();
    expect([metadata.width, metadata.height]).toEqual([1280, 640]);
  });

  it('refuses an SVG with a script (415)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
    );
    const response = await upload(t, cook, 'recipe', {
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
      body: svg,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(es.editor.uploads.unsupported);
  });

  it('refuses an HTML page renamed .jpg (415)', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/me")</script></body></html>');
    const response = await upload(t, cook, 'recipe', {
      filename: 'foto.jpg',
      contentType: 'image/jpeg',
      body: html,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_IMAGE');
  });

  it('refuses bytes that start like a JPEG but are not one (415)', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<script>alert(1)</script>'.repeat(20)),
    ]);
    const response = await upload(t, cook, 'recipe', {
      filename: 'falsa.jpg',
      contentType: 'image/jpeg',
      body: fake,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(es.editor.uploads.unreadable);
  });

  it('re-encodes a JPEG+ZIP polyglot so the archive does not survive', async () => {
    const polyglot = Buffer.concat([await makeImage('jpeg'), zipWithScript()]);
    expect(polyglot.includes(Buffer.from('PK\u0003\u0004'))).toBe(true);
    const response = await upload(t, cook, 'recipe', {
      filename: 'poli.jpg',
      contentType: 'image/jpeg',
      body: polyglot,
    });
    expect(response.statusCode).toBe(201);
    const stored = (await storage.get(response.json().key))!.body;
    expect(stored.subarray(0, 4).toString()).toBe('RIFF');
    expect(stored.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses a decompression bomb over 40 megapixels (413) without decoding it', async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(limit);
    const response = await upload(t, cook, 'recipe', {
      filename: 'bomba.png',
      contentType: 'image/png',
      body: bomb,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(es.editor.uploads.tooManyPixels);
  });

  it('refuses a file over the limit (413), whether the body says so up front or not', async () => {
    const huge = Buffer.concat([await makeImage('jpeg'), Buffer.alloc(limit * 2)]);
    const declared = await upload(t, cook, 'recipe', {
      filename: 'enorme.jpg',
      contentType: 'image/jpeg',
      body: huge,
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().error.message).toBe(es.editor.uploads.tooLarge);

    const justOver = Buffer.concat([await makeImage('jpeg'), Buffer.alloc(limit)]);
    const streamed = await upload(t, cook, 'recipe', {
      filename: 'justo.jpg',
      contentType: 'image/jpeg',
      body: justOver,
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses two files in one request (413)', async () => {
    const part = await jpegPart();
    const { payload, headers } = multipartBody({ purpose: 'recipe' }, part, {
      ...part,
      filename: 'segunda.jpg',
    });
    const response = await t.request({ method: 'POST', url: '/api/uploads', user: cook, payload, headers });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(es.editor.uploads.tooManyParts);
  });

  it('needs a sign-in (401), a known purpose and a file (400), and multipart (415)', async () => {
    expect((await upload(t, undefined, 'recipe', await jpegPart())).statusCode).toBe(401);
    expect((await upload(t, undefined, 'recipe', await jpegPart())).json().error.message).toBe(
      es.editor.uploads.signIn,
    );
    const badPurpose = await upload(t, cook, 'avatar-de-otro', await jpegPart());
    expect(badPurpose.statusCode).toBe(400);
    expect(badPurpose.json().error.message).toBe(es.editor.uploads.badPurpose);
    const { payload, headers } = multipartBody({ purpose: 'recipe' });
    const noFile = await t.request({ method: 'POST', url: '/api/uploads', user: cook, payload, headers });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(es.editor.uploads.missingFile);
    const json = await t.request({
      method: 'POST',
      url: '/api/uploads',
      user: cook,
      payload: { purpose: 'recipe' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('GET /api/files/*', () => {
  it('serves the stored file with its type, nosniff and a long cache', async () => {
    const url = await uploadedUrl(t, cook);
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('answers 404 in Spanish for a missing file and for keys that try to leave the folder', async () => {
    for (const url of [
      '/api/files/recipe_images/no-existe.webp',
      '/api/files/../auth-secret',
      '/api/files/recipe_images/..%2F..%2Fauth-secret',
      '/api/files/%2e%2e/%2e%2e/auth-secret',
      '/api/files/recipe_images/.hidden',
      '/api/files/otra_carpeta/x.webp',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('test-secret');
    }
    const missing = await t.request({ method: 'GET', url: '/api/files/recipe_images/no-existe.webp' });
    expect(missing.json().error.message).toBe(es.editor.uploads.fileNotFound);
  });
});

describe('cleanup of unreferenced uploads', () => {
  it('deletes rows and files older than a day that nothing shows, and keeps the rest', async () => {
    const kept = await uploadedUrl(t, cook, 'recipe', 'usada.jpg');
    const orphan = await uploadedUrl(t, cook, 'recipe', 'huerfana.jpg');
    const fresh = await uploadedUrl(t, cook, 'recipe', 'reciente.jpg');
    const profilePhoto = await uploadedUrl(t, cook, 'profile');
    const created = await t.request({
      method: 'POST',
      url: '/api/recipes',
      user: cook,
      payload: recipeInput({
        name: 'Receta con foto',
        description: 'Para probar la limpieza.',
        mealType: 'Cena',
        totalTime: '10 min',
        nationality: 'Peruana',
        imageUrl: kept,
        ingredients: ['Papa'],
        steps: ['Pelar.'],
      }),
    });
    expect(created.statusCode).toBe(201);
    await t.database.db.execute(
      sql`UPDATE profiles SET profile_picture_url = ${profilePhoto} WHERE user_id = ${cook.id}`,
    );
    const old = [kept, orphan, profilePhoto].map((url) => keyFromUrl(url)!);
    await t.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3600_000) })
      .where(inArray(uploads.key, old));

    const removed = await sweepUploads(t.database.db, storage, t.config.uploadGraceMs);
    expect(removed).toContain(keyFromUrl(orphan));
    expect(removed).not.toContain(keyFromUrl(kept));
    expect(removed).not.toContain(keyFromUrl(fresh));
    expect(removed).not.toContain(keyFromUrl(profilePhoto));
    expect(await storage.get(keyFromUrl(orphan)!)).toBeNull();
    for (const url of [kept, fresh, profilePhoto])
      expect(await storage.get(keyFromUrl(url)!), url).not.toBeNull();
    const rows = await t.database.db.select({ key: uploads.key }).from(uploads);
    expect(rows.map((r) => r.key)).not.toContain(keyFromUrl(orphan));
    expect(await sweepUploads(t.database.db, storage, t.config.uploadGraceMs)).toEqual([]);
  });
});

describe('upload keys', () => {
  it('sanitise names: folded, [a-z0-9-] only, at most 60 characters', () => {
    expect(sanitiseFileName('Foto de Mamá (1).JPG')).toBe('foto-de-mama-1');
    expect(sanitiseFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(sanitiseFileName('🍕🍕.png')).toBe('imagen');
    expect(sanitiseFileName('ñandú '.repeat(30))).toHaveLength(59);
    expect(sanitiseFileName('a'.repeat(100))).toHaveLength(60);
    expect(uploadKey('profile', { timestamp: 1, name: 'x', userId: '../evil' })).toMatch(
      /^profile_pictures\/evil-1-[0-9a-f]{24}\.webp$/,
    );
  });

  it('carry 96 random bits, so nobody finds a photo by guessing the time and the name', () => {
    const same = { timestamp: 1_700_000_000_000, name: 'pan.jpg', userId: 'u1' };
    for (const purpose of ['recipe', 'ingredient', 'step', 'profile', 'post', 'ingredient-real'] as const) {
      const keys = new Set(Array.from({ length: 50 }, () => uploadKey(purpose, same)));
      expect(keys.size, purpose).toBe(50);
      for (const key of keys) {
        const random = key.match(/[0-9a-f]{24}/)?.[0];
        expect(random, key).toBeDefined();
        expect(random!.length * 4, key).toBeGreaterThanOrEqual(96);
      }
    }
  });
});

describe('daily upload quota', () => {
  let q: TestApp;
  let qStorage: LocalDiskStorage;
  const filesOnDisk = async () =>
    (
      await readdir(`${q.config.dataDir}/uploads`, { recursive: true, withFileTypes: true }).catch(() => [])
    ).filter((entry) => entry.isFile()).length;
  const rowsOf = async (user: TestUser) =>
    (await q.database.db.select({ key: uploads.key }).from(uploads).where(eq(uploads.ownerId, user.id)))
      .length;
  const padded = async (bytes: number) => ({
    filename: 'relleno.jpg',
    contentType: 'image/jpeg',
    body: Buffer.concat([await makeImage('jpeg'), Buffer.alloc(bytes)]),
  });

  beforeAll(async () => {
    q = await createTestApp({
      UPLOAD_DAILY_COUNT: '3',
      UPLOAD_DAILY_BYTES: '100000',
      UPLOAD_GRACE_HOURS: '1',
    });
    qStorage = new LocalDiskStorage(`${q.config.dataDir}/uploads`);
  });
  afterAll(() => q.close());

  it('refuses the upload after the daily count with a Spanish 429, storing nothing', async () => {
    const cook = await q.signUp('Contadora');
    for (let n = 0; n < 3; n += 1)
      expect((await upload(q, cook, 'post', await jpegPart())).statusCode).toBe(201);
    const files = await filesOnDisk();
    const refused = await upload(q, cook, 'post', await jpegPart());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'UPLOAD_QUOTA', message: es.editor.uploads.dailyQuota },
    });
    expect(await rowsOf(cook)).toBe(3);
    expect(await filesOnDisk()).toBe(files);
    // The quota is each cook's own.
    expect((await upload(q, await q.signUp('Vecina'), 'post', await jpegPart())).statusCode).toBe(201);
  });

  it('counts the bytes received per day, and a refused upload uses none of them', async () => {
    const cook = await q.signUp('Pesada');
    expect((await upload(q, cook, 'recipe', await padded(60_000))).statusCode).toBe(201);
    const files = await filesOnDisk();
    const refused = await upload(q, cook, 'recipe', await padded(60_000));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(es.editor.uploads.dailyQuota);
    expect(await filesOnDisk()).toBe(files);
    expect(await rowsOf(cook)).toBe(1);
    expect((await upload(q, cook, 'recipe', await jpegPart())).statusCode).toBe(201);
  });

  it('lets no parallel burst slip past the count', async () => {
    const cook = await q.signUp('Rafaga');
    const part = await jpegPart();
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(q, cook, 'post', part)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await rowsOf(cook)).toBe(3);
  });

  it('sweeps unused uploads after UPLOAD_GRACE_HOURS, and quota days that are over', async () => {
    const cook = await q.signUp('Barrendera');
    const unused = keyFromUrl(await uploadedUrl(q, cook, 'recipe', 'olvidada.jpg'))!;
    await q.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(uploads.key, unused));
    await q.database.db.execute(
      sql`INSERT INTO upload_quotas (user_id, day, count, bytes) VALUES (${cook.id}, current_date - 3, 1, 1)`,
    );
    expect(await sweepUploads(q.database.db, qStorage, q.config.uploadGraceMs)).toEqual([unused]);
    expect(await qStorage.get(unused)).toBeNull();
    const { rows } = await q.database.db.execute<{ day: string }>(
      sql`SELECT day::text FROM upload_quotas WHERE user_id = ${cook.id} ORDER BY day`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.day).not.toBe(
      (await q.database.db.execute<{ d: string }>(sql`SELECT (current_date - 3)::text AS d`)).rows[0]!.d,
    );
  });
});
