import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactDomMarkers, withStacklessMarkers } from './stackless-react-errors.ts';

const require = createRequire(import.meta.url);

describe('React DOM markers built without a stack', () => {
  it('rewrites every marker of the installed React DOM, and only those', () => {
    const original = readFileSync(join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js'), 'utf8');
    const { code, markers } = withStacklessMarkers(original);
    expect(markers).toBe(reactDomMarkers);
    expect(code).not.toMatch(/Exception = Error\(/);
    // Errors React builds while rendering (with a cause, for a hydration mismatch…) keep their stacks.
    expect(code.match(/= Error\(formatProdErrorMessage\(\d+\), \{/g)?.length).toBe(original.match(/= Error\(formatProdErrorMessage\(\d+\), \{/g)?.length);
    // Appended, so React DOM's own code keeps its lines.
    expect(code.split('\n').slice(0, 100)).toEqual(original.split('\n').slice(0, 100));
  });

  it('keeps each marker an Error with its message, one object thrown and caught by identity, without a stack', () => {
    const { code } = withStacklessMarkers('var SuspenseException = Error(formatProdErrorMessage(460));');
    const marker = new Function('formatProdErrorMessage', `${code}; return SuspenseException;`)((n: number) => `Minified React error #${n}`) as Error;
    expect(marker).toBeInstanceOf(Error);
    expect(marker.message).toBe('Minified React error #460');
    expect(String(marker)).toBe('Error: Minified React error #460');
    expect(Object.hasOwn(marker, 'stack')).toBe(false);
    let caught: unknown;
    try {
      throw marker;
    } catch (error) {
      caught = error;
    }
    expect(caught).toBe(marker);
  });
});
