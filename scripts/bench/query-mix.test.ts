// The cold query mixes: thousands of different questions per search, each one the API accepts, the same
// ones on every run, and drawn the way cooks type (sometimes misspelt, sometimes filtered or paged).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cravingQuerySchema, ingredientSearchQuerySchema } from '../../src/shared/contract/cooking.ts';
import { recipeListQuerySchema } from '../../src/shared/contract/recipes.ts';
import { ingredientKey, ingredientSynonymGroups, selectionKeys } from '../../src/shared/domain/ingredients.ts';
import { normaliseSearchText } from '../../src/shared/domain/text.ts';
import { demoRecipes } from '../../src/server/seed/demo/recipes.ts';
import { bookSearches, cravingSearches, filteredBookSearches, ingredientSearches, type QueryMix } from './query-mix.ts';

const perKind = 6000;
const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://bench.test').searchParams);
const firstPaths = (mix: QueryMix, count = perKind) => Array.from({ length: count }, (_, i) => mix.path(i));

/** What the server treats as the same question (its answer caches' keys, synonyms folded for «Tengo a la mano»). */
const bookKey = (path: string) => {
  const query = recipeListQuerySchema.parse(queryOf(path));
  return [normaliseSearchText(query.q ?? ''), query.difficulty, query.nationality, query.mealType, query.limit].join('|');
};
const ingredientsKey = (path: string) => selectionKeys(ingredientSearchQuerySchema.parse(queryOf(path)).have).sort().join(',');
const cravingKey = (path: string) => normaliseSearchText(cravingQuerySchema.parse(queryOf(path)).q);

const kinds: [string, () => QueryMix, z.ZodType, (path: string) => string][] = [
  ['libro', () => bookSearches(), recipeListQuerySchema, bookKey],
  ['libro con filtros', () => filteredBookSearches(), recipeListQuerySchema, bookKey],
  ['3 ingredientes', () => ingredientSearches(3), ingredientSearchQuerySchema, ingredientsKey],
  ['8 ingredientes', () => ingredientSearches(8), ingredientSearchQuerySchema, ingredientsKey],
  ['antojo', () => cravingSearches(), cravingQuerySchema, cravingKey],
];

describe.each(kinds)('la mezcla en frío: %s', (_kind, makeMix, schema, serverKey) => {
  const paths = firstPaths(makeMix());

  it('asks at least 5,000 different questions, different even once the server folds case, accents and synonyms', () => {
    expect(new Set(paths).size).toBe(perKind);
    expect(new Set(paths.map(serverKey)).size).toBe(perKind);
  });

  it('asks only questions the API accepts', () => {
    const refused = paths.filter((path) => !schema.safeParse(queryOf(path)).success);
    expect(refused).toEqual([]);
  });

  it('asks the same questions in the same order on every run', () => {
    expect(firstPaths(makeMix(), 200)).toEqual(paths.slice(0, 200));
  });
});

describe('how the mixes are drawn', () => {
  const known = new Set([...ingredientSynonymGroups.flat(), ...demoRecipes.flatMap((r) => r.ingredients.map((i) => i.name))].map(ingredientKey));

  it('«Tengo a la mano» sends exactly 3 or 8 different ingredients, mostly known names and sometimes a misspelt one', () => {
    for (const howMany of [3, 8]) {
      const names = firstPaths(ingredientSearches(howMany), 2000).map((path) => ingredientSearchQuerySchema.parse(queryOf(path)).have);
      expect(names.every((selection) => selection.length === howMany && new Set(selection.map(ingredientKey)).size === howMany)).toBe(true);
      const unknownShare = names.flat().filter((name) => !known.has(ingredientKey(name))).length / names.flat().length;
      expect(unknownShare).toBeGreaterThan(0.01);
      expect(unknownShare).toBeLessThan(0.2);
      // Plurals and names without accents are there too.
      expect(names.flat().some((name) => name.endsWith('es') && !known.has(normaliseSearchText(name)))).toBe(true);
      expect(names.flat()).toContain('limon');
    }
  });

  it('cravings have one to four parts, sometimes after «quiero» or «algo con»', () => {
    const questions = firstPaths(cravingSearches(), 2000).map((path) => cravingQuerySchema.parse(queryOf(path)).q);
    expect(questions.some((q) => q.startsWith('quiero '))).toBe(true);
    expect(questions.some((q) => q.startsWith('algo con '))).toBe(true);
    expect(questions.some((q) => /picante|dulce/i.test(q))).toBe(true);
    expect(questions.some((q) => q.split(' ').length >= 4)).toBe(true);
  });

  it('the book is searched with and without filters, by cooks too, in pages of different sizes', () => {
    const plain = firstPaths(bookSearches(), 2000).map((path) => recipeListQuerySchema.parse(queryOf(path)));
    const filtered = firstPaths(filteredBookSearches(), 2000).map((path) => recipeListQuerySchema.parse(queryOf(path)));
    expect(plain.every((q) => q.q && !q.difficulty && !q.nationality && !q.mealType)).toBe(true);
    expect(filtered.every((q) => q.q && (q.difficulty || q.nationality || q.mealType))).toBe(true);
    expect(plain.some((q) => /gonzalez|gonzález/i.test(q.q!))).toBe(true);
    expect(new Set(plain.map((q) => q.limit)).size).toBeGreaterThan(2);
    expect(plain.filter((q) => q.limit === 12).length).toBeGreaterThan(plain.length / 2);
  });

  it('another seed asks other questions', () => {
    expect(firstPaths(cravingSearches(99), 50)).not.toEqual(firstPaths(cravingSearches(), 50));
  });
});
