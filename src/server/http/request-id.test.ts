// The request id: kept from a proxy when well formed, made fresh otherwise, repeated in the answer and
// carried by the request's log lines.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let logged: App;
let logs = '';
beforeAll(async () => {
  t = await createTestApp();
  const stream = new PassThrough();
  stream.on('data', (chunk) => (logs += String(chunk)));
  logged = await buildApp({
    config: t.config,
    database: t.database,
    logger: true,
    logStream: stream,
    serveClient: false,
  });
});
afterAll(async () => {
  await logged.server.close();
  await t.close();
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('keeps the id a proxy sends, answers with it and logs every line of the request with it', async () => {
    const id = 'caddy-7f3a9b2c.01';
    const res = await logged.server.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    const lines = logs
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    const ofRequest = lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('replaces a missing, too long or oddly written id with a fresh UUID, different each time', async () => {
    const given = [undefined, 'a'.repeat(129), 'dos palabras', 'línea\u0000nula', '<script>'];
    const answered = new Set<string>();
    for (const id of given) {
      const res = await t.request({
        method: 'GET',
        url: '/api/health',
        headers: id === undefined ? {} : { 'x-request-id': id },
      });
      const header = String(res.headers['x-request-id']);
      expect(header).toMatch(uuid);
      answered.add(header);
    }
    expect(answered.size).toBe(given.length);
  });

  it('is on error answers too', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/no-existe',
      headers: { 'x-request-id': 'req-404' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('req-404');
  });
});
