// GET /api/health: 200 when the database and the file storage answer, a Spanish 503 naming what does not.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from '../../test/harness.ts';

let t: TestApp;
afterEach(async () => t.close().catch(() => {}));

/** The uploads folder becomes a file: nothing can be stored under it any more. */
function breakFileStorage(app: TestApp) {
  const uploads = join(app.config.dataDir, 'uploads');
  rmSync(uploads, { recursive: true, force: true });
  writeFileSync(uploads, 'no soy una carpeta');
}

describe('GET /api/health', () => {
  it('says ok for the server, its database and its file storage', async () => {
    t = await createTestApp();
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('answers 503 naming the file storage when files cannot be stored', async () => {
    t = await createTestApp();
    breakFileStorage(t);
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(errorOf(res)).toEqual({
      code: 'UNAVAILABLE',
      message: 'El servicio no está disponible: el almacenamiento de archivos no responde.',
    });
  });

  it('answers 503 naming the database when it does not answer, and both when neither does', async () => {
    t = await createTestApp();
    await t.database.close();
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(errorOf(res).message).toBe('El servicio no está disponible: la base de datos no responde.');

    breakFileStorage(t);
    const both = await t.request({ method: 'GET', url: '/api/health' });
    expect(errorOf(both).message).toBe(
      'El servicio no está disponible: la base de datos no responde y el almacenamiento de archivos no responde.',
    );
  });
});
