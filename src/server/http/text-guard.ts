// One guard in front of every route (better-auth's bridge included): text the database cannot keep is
// refused with a Spanish 400 before any handler runs. PostgreSQL refuses a NUL byte in text (that was a
// 500), and a lone surrogate has no UTF-8 form (it was silently stored as U+FFFD).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { es } from '#shared/i18n/es.ts';
import { ApiError } from './errors.ts';

/** Deeper than any body of the API by far; a deeper one would only exhaust the stack of whoever walks it. */
const maxDepth = 32;

// In a `u` regex a well-formed surrogate pair is one code point above U+FFFF, so only lone halves match.
const loneSurrogate = /[\uD800-\uDFFF]/u;
const isBadText = (text: string) => text.includes('\0') || loneSurrogate.test(text);

/** 'bad' when a string (or a key) anywhere inside holds a bad character; walked without recursion. */
function inspectText(root: unknown): 'ok' | 'bad' | 'too-deep' {
  const pending: Array<[unknown, number]> = [[root, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === 'string') {
      if (isBadText(value)) return 'bad';
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      // Objects of every kind (the query and the params have their own prototypes); a raw body's bytes are not text.
      if (depth >= maxDepth) return 'too-deep';
      for (const [key, inner] of Object.entries(value)) {
        if (isBadText(key)) return 'bad';
        pending.push([inner, depth + 1]);
      }
    }
  }
  return 'ok';
}

/** Whether every `%` escape of the query string decodes to real UTF-8 (`%E0%A4%A` and `%ED%A0%80` do not). */
function queryDecodes(url: string): boolean {
  const start = url.indexOf('?');
  if (start === -1) return true;
  try {
    decodeURIComponent(url.slice(start + 1));
    return true;
  } catch {
    return false;
  }
}

/** A form post (OAuth callbacks) arrives as the raw string; what counts is its decoded values. */
function bodyOf(request: FastifyRequest): unknown {
  const form = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  return form && typeof request.body === 'string' ? [...new URLSearchParams(request.body)] : request.body;
}

export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // Fastify's query parser keeps a malformed escape as it is, so it is checked on the raw URL.
    if (!queryDecodes(request.url)) throw new ApiError(400, 'BAD_URL', es.errors.badUrl);
    const verdict = [request.params, request.query, bodyOf(request)].map(inspectText);
    if (verdict.includes('bad')) throw new ApiError(400, 'BAD_CHARACTERS', es.errors.badCharacters);
    if (verdict.includes('too-deep')) throw new ApiError(400, 'TOO_DEEP', es.errors.tooDeep);
  });
}
