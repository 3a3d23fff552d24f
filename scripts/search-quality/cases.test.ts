// The search-quality cases are data about the demo book: they must name real demo recipes, keep enough
// positive and negative cases, and never ask the same thing twice.
import { describe, expect, it } from 'vitest';
import { demoRecipes } from '../../src/server/seed/demo/recipes.ts';
import { qualityCases, type QualityCase } from './cases.ts';

const demoNames = new Set(demoRecipes.map((recipe) => recipe.name));
const isPositive = (c: QualityCase) => (c.expect?.length ?? 0) > 0;
const isNegative = (c: QualityCase) => c.noResults === true || (c.mustNotInclude?.length ?? 0) > 0;

describe('search-quality cases', () => {
  it('name only existing demo recipes, written exactly as in the book', () => {
    const unknown = qualityCases.flatMap((c) =>
      [...(c.expect ?? []), ...(c.mustNotInclude ?? [])]
        .filter((name) => !demoNames.has(name))
        .map((name) => `${c.kind} «${c.query}»: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('keep at least 60 positive and 12 negative cases, each one or the other', () => {
    expect(qualityCases.filter(isPositive).length).toBeGreaterThanOrEqual(60);
    expect(qualityCases.filter(isNegative).length).toBeGreaterThanOrEqual(12);
    const neither = qualityCases.filter((c) => isPositive(c) === isNegative(c)).map((c) => c.query);
    expect(neither).toEqual([]);
  });

  it('never repeat a query of the same kind', () => {
    const seen = new Set<string>();
    const repeated = qualityCases
      .map((c) => `${c.kind}: ${c.query}`)
      .filter((key) => seen.has(key) || !seen.add(key));
    expect(repeated).toEqual([]);
  });

  it('never expect a recipe that the same case forbids', () => {
    const contradictions = qualityCases.filter((c) =>
      (c.expect ?? []).some((name) => c.mustNotInclude?.includes(name)),
    );
    expect(contradictions.map((c) => c.query)).toEqual([]);
  });

  it('write noResults with an empty mustNotInclude and no expectation', () => {
    const malformed = qualityCases.filter(
      (c) => c.noResults && (c.expect !== undefined || c.mustNotInclude?.length !== 0),
    );
    expect(malformed.map((c) => c.query)).toEqual([]);
  });

  it('give every case a reason and a query, and ingredient selections without empty names', () => {
    const blank = qualityCases.filter(
      (c) =>
        c.why.trim() === '' ||
        c.query.trim() === '' ||
        (c.kind === 'ingredients' && c.query.split(',').some((name) => name.trim() === '')),
    );
    expect(blank.map((c) => c.query)).toEqual([]);
  });

  it('cover every kind of search', () => {
    for (const kind of ['book', 'craving', 'ingredients'] as const) {
      expect(qualityCases.filter((c) => c.kind === kind && isPositive(c)).length).toBeGreaterThanOrEqual(12);
    }
  });
});
