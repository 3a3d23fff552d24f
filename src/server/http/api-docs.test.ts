// The OpenAPI document at /api/docs is generated from the contract: every JSON route of the API is in
// it with the schema of its success answer, and the browsable page loads under our CSP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>>;
}

// Routes that do not answer JSON described by the contract: better-auth's own endpoints, the event
// stream, stored files and this documentation itself.
const outsideTheContract = /^\/api\/(auth|live|files|docs)(\/|$)/;

describe('/api/docs', () => {
  it('serves an OpenAPI 3.1 document with the success schema of every JSON route', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('API de Sazón');
    const routes = t.server.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/api/me');
    const missing: string[] = [];
    let described = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (outsideTheContract.test(path)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'));
        const schema = success?.[0] === '204' ? {} : success?.[1].content?.['application/json']?.schema;
        if (schema) described += 1;
        else missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(described).toBeGreaterThanOrEqual(2);
    expect(document.paths['/api/me']?.get?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { username: { type: 'string' }, achievements: { type: 'array' } },
    });
  });

  it('serves the browsable page from this server', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[a-z.-]+\/[^"']*\.js/);
  });
});
