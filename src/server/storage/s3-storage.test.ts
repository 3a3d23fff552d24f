// The S3 driver against a real S3-protocol server (s3rver) on loopback, alone and behind the upload API.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { S3Storage } from './s3-storage.ts';
import { startS3Peer, type S3Peer } from './s3rver.test-kit.ts';
import { makeImage, upload } from './upload-fixtures.ts';
import { createStorage, LocalDiskStorage } from './storage.ts';

let s3: S3Peer;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startS3Peer('sazon-pruebas');
  storage = createStorage(
    loadConfig({ ...s3.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'sazon-s3cfg-')), AUTH_SECRET: 'x' }),
  ) as S3Storage;
});
afterAll(async () => {
  await storage.close();
  await s3.close();
});

describe('createStorage', () => {
  it('picks S3 when S3_BUCKET is set and local disk otherwise', () => {
    expect(storage).toBeInstanceOf(S3Storage);
    const local = createStorage(
      loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'sazon-disk-')), AUTH_SECRET: 'x' }),
    );
    expect(local).toBeInstanceOf(LocalDiskStorage);
  });
});

describe('S3Storage', () => {
  it('puts, gets with the content type, and deletes an object', async () => {
    const body = await makeImage('webp');
    await storage.put('recipe_images/resized-1-prueba.webp', body, 'image/webp');
    const stored = await storage.get('recipe_images/resized-1-prueba.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.body.equals(body)).toBe(true);
    await storage.delete('recipe_images/resized-1-prueba.webp');
    expect(await storage.get('recipe_images/resized-1-prueba.webp')).toBeNull();
  });

  it('passes its check while the bucket answers, and fails it for a bucket that does not exist', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const missing = new S3Storage({ ...storage['config'], bucket: 'no-existe' });
    await expect(missing.check()).rejects.toThrow();
    await missing.close();
  });

  it('answers null for a missing object and ignores deleting one', async () => {
    expect(await storage.get('step_images/nunca-existio.webp')).toBeNull();
    await expect(storage.delete('step_images/nunca-existio.webp')).resolves.toBeUndefined();
  });
});

describe('the upload API on S3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(s3.env);
  });
  afterAll(() => t.close());

  it('stores uploads in the bucket and serves them from there', async () => {
    const cook = await t.signUp('Nube');
    const response = await upload(t, cook, 'post', {
      filename: 'nube.jpg',
      contentType: 'image/jpeg',
      body: await makeImage('jpeg'),
    });
    expect(response.statusCode).toBe(201);
    const { key, url } = response.json() as { key: string; url: string };
    const inBucket = await storage.get(key);
    expect(inBucket?.contentType).toBe('image/webp');
    const served = await t.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(inBucket!.body)).toBe(true);
    // Nothing landed on the local disk.
    expect(await new LocalDiskStorage(join(t.config.dataDir, 'uploads')).get(key)).toBeNull();
  });
});
