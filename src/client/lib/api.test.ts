import { describe, expect, it } from 'vitest';
import { keptAliveBodyLimit, requestFor } from './api.ts';

describe('requestFor', () => {
  it('keeps a small change alive beyond the page, and sends it as JSON', () => {
    const request = requestFor('PUT', { value: 5 });
    expect(request).toMatchObject({ method: 'PUT', credentials: 'same-origin', keepalive: true, body: '{"value":5}' });
    expect(request.headers).toEqual({ 'content-type': 'application/json' });
    expect(requestFor('DELETE', undefined)).toMatchObject({ keepalive: true, body: undefined, headers: {} });
  });

  it('lets a read, an upload and a long text end with the page', () => {
    expect(requestFor('GET', undefined).keepalive).toBe(false);
    const form = new FormData();
    expect(requestFor('POST', form)).toMatchObject({ keepalive: false, body: form, headers: {} });
    expect(requestFor('POST', { text: 'a'.repeat(keptAliveBodyLimit) }).keepalive).toBe(false);
    expect(requestFor('POST', { text: 'a'.repeat(keptAliveBodyLimit - 20) }).keepalive).toBe(true);
  });
});
