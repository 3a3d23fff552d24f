import { describe, expect, it } from 'vitest';
import { commentInputSchema, nationalityFilter, ratingInputSchema, recipeListQuerySchema } from './recipes.ts';

describe('nationalityFilter', () => {
  it('reads absent, blank and Internacional as every nationality', () => {
    expect(nationalityFilter(undefined)).toBeUndefined();
    expect(nationalityFilter('  ')).toBeUndefined();
    expect(nationalityFilter('Internacional')).toBeUndefined();
    expect(nationalityFilter('internacional')).toBeUndefined();
  });
  it('maps the alternate keys of SPEC §3 and any accent or case to the canonical name', () => {
    expect(nationalityFilter('japon')).toBe('Japonesa');
    expect(nationalityFilter('JAPÓN')).toBe('Japonesa');
    expect(nationalityFilter('francia')).toBe('Francesa');
    expect(nationalityFilter('españa')).toBe('Española');
    expect(nationalityFilter('peru')).toBe('Peruana');
    expect(nationalityFilter('espanola')).toBe('Española');
    expect(nationalityFilter(' mexicana ')).toBe('Mexicana');
  });
  it('keeps a nationality a cook added in the editor as written', () => {
    expect(nationalityFilter('Tailandesa')).toBe('Tailandesa');
  });
});

describe('recipe book inputs', () => {
  it('defaults the list to all recipes, 12 at a time', () => {
    expect(recipeListQuerySchema.parse({})).toEqual({ filter: 'all', limit: 12, nationality: undefined });
  });
  it('accepts only whole stars from 1 to 5', () => {
    expect(ratingInputSchema.safeParse({ stars: 5 }).success).toBe(true);
    for (const stars of [0, 6, 2.5, '3', null]) expect(ratingInputSchema.safeParse({ stars }).success).toBe(false);
  });
  it('trims comments and refuses blank or longer than 1000 characters', () => {
    expect(commentInputSchema.parse({ comment: '  rico  ' })).toEqual({ comment: 'rico' });
    expect(commentInputSchema.safeParse({ comment: ' \n ' }).success).toBe(false);
    expect(commentInputSchema.safeParse({ comment: 'x'.repeat(1001) }).success).toBe(false);
    expect(commentInputSchema.safeParse({ comment: 'x'.repeat(1000) }).success).toBe(true);
  });
});
