import { describe, expect, it } from 'vitest';
import { averageRating, formatRating, isValidStars, nextRatingAfterClick } from './ratings.ts';

describe('averageRating', () => {
  it('is 0 before any rating', () => {
    expect(averageRating(0, 0)).toBe(0);
  });
  it('is the exact quotient of sum and count', () => {
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(10, 3)).toBeCloseTo(3.3333333, 6);
  });
});

describe('formatRating', () => {
  it('shows one decimal with a decimal comma', () => {
    expect(formatRating(4.5)).toBe('4,5');
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(0)).toBe('0,0');
  });
  it('rounds to the nearest tenth', () => {
    expect(formatRating(10 / 3)).toBe('3,3');
    expect(formatRating(4.96)).toBe('5,0');
    expect(formatRating(4.25)).toBe('4,3');
  });
  it('writes every possible average as Intl.NumberFormat does in Spanish', () => {
    const intl = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (let count = 1; count <= 200; count++) {
      for (let sum = count; sum <= 5 * count; sum++) {
        const average = averageRating(sum, count);
        expect(formatRating(average), `${sum}/${count}`).toBe(intl.format(average));
      }
    }
  });
});

describe('isValidStars', () => {
  it('accepts whole numbers from 1 to 5', () => {
    for (const n of [1, 2, 3, 4, 5]) expect(isValidStars(n)).toBe(true);
  });
  it('rejects anything else', () => {
    for (const n of [0, 6, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isValidStars(n)).toBe(false);
  });
});

describe('nextRatingAfterClick', () => {
  it('sets the clicked star', () => {
    expect(nextRatingAfterClick(0, 4)).toBe(4);
    expect(nextRatingAfterClick(2, 5)).toBe(5);
  });
  it('clears the rating when the current star is clicked again', () => {
    expect(nextRatingAfterClick(3, 3)).toBe(0);
  });
});
