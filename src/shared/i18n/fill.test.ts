import { describe, expect, it } from 'vitest';
import { fill } from './fill.ts';

describe('fill', () => {
  it('puts each value in its placeholder, as often as it appears', () => {
    expect(fill('{n} de {total} pasos, {n} hechos', { n: 2, total: 5 })).toBe('2 de 5 pasos, 2 hechos');
  });

  it('leaves a placeholder with no value as written, so a missing value shows instead of vanishing', () => {
    expect(fill('Hola, {nombre}', {})).toBe('Hola, {nombre}');
  });

  it('does not read values off the prototype', () => {
    expect(fill('{toString}', { toString: 'x' })).toBe('x');
    expect(fill('{constructor}', {})).toBe('{constructor}');
  });
});
