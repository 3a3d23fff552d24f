// npm run search:quality (part of npm test): the search-quality suite of scripts/search-quality/cases.ts
// over the demo book, on the search index the server and the device both search with (with the demo
// ratings, so popularity breaks ties as in a fresh install). Prints precision@3 of the positive cases
// and every case that failed; fails below 95 % or when any must-not-match case matches.
import { selectionKeys } from '../src/shared/domain/ingredients.ts';
import { bookFields, cravingFields, SearchIndex } from '../src/shared/domain/search-index.ts';
import { demoCooks } from '../src/server/seed/demo/cooks.ts';
import { demoRatings } from '../src/server/seed/demo/ratings.ts';
import { demoRecipes } from '../src/server/seed/demo/recipes.ts';
import { qualityCases, type QualityCase } from './search-quality/cases.ts';

const requiredPrecision = 0.95;
/** Deep enough to see whether a must-not-match recipe is anywhere in what a cook would scroll. */
const resultDepth = 30;

const ratingCounts = new Map<string, number>();
for (const { recipe } of demoRatings(demoRecipes, demoCooks.map((cook) => cook.username))) {
  ratingCounts.set(recipe, (ratingCounts.get(recipe) ?? 0) + 1);
}
const index = new SearchIndex();
const nameOf = new Map<string, string>();
demoRecipes.forEach((recipe, position) => {
  const id = `demo-${position}`;
  nameOf.set(id, recipe.name);
  index.put({
    ...recipe,
    id,
    authorId: recipe.author,
    ratingCount: ratingCounts.get(recipe.name) ?? 0,
    // The seed spreads the recipes over the last weeks in this order, the last one newest.
    createdAt: position,
    ingredients: recipe.ingredients.map((ingredient) => ingredient.name),
  });
});

/** The names of the results, best first. */
function results({ kind, query }: QualityCase): string[] {
  if (kind === 'ingredients') {
    const { hits } = index.searchPantry(selectionKeys(query.split(',')), 0, resultDepth);
    return hits.map((hit) => nameOf.get(hit.id)!);
  }
  const fields = kind === 'book' ? bookFields : cravingFields;
  const { words } = index.understand(query, fields);
  return index.searchText({ words, fields, offset: 0, limit: resultDepth }).ids.map((id) => nameOf.get(id)!);
}

const failures: string[] = [];
let positives = 0;
let found = 0;
for (const testCase of qualityCases) {
  const names = results(testCase);
  const label = `${testCase.kind} «${testCase.query}» (${testCase.why})`;
  if (testCase.expect) {
    positives += 1;
    if (testCase.expect.some((name) => names.slice(0, 3).includes(name))) found += 1;
    else failures.push(`${label}: esperaba ${testCase.expect.join(' o ')} entre las 3 primeras; salió ${names.slice(0, 3).join(' · ') || 'nada'}`);
  }
  const wrong = (testCase.mustNotInclude ?? []).filter((name) => names.includes(name));
  if (wrong.length) failures.push(`${label}: no debía encontrar ${wrong.join(', ')}`);
  if (testCase.noResults && names.length) failures.push(`${label}: debía no encontrar nada; salió ${names.slice(0, 3).join(' · ')}`);
}

const precision = found / positives;
const negatives = qualityCases.filter((c) => c.mustNotInclude?.length || c.noResults).length;
const negativeFailures = failures.length - (positives - found);
console.log(`[calidad de búsqueda] ${qualityCases.length} casos sobre ${demoRecipes.length} recetas de demostración.`);
for (const failure of failures) console.log(`  ✗ ${failure}`);
console.log(`[calidad de búsqueda] precisión@3: ${(precision * 100).toFixed(1)} % (${found} de ${positives}); casos que no deben coincidir: ${negatives - negativeFailures} de ${negatives} bien.`);
if (precision < requiredPrecision || negativeFailures > 0) {
  console.log(`[calidad de búsqueda] NO CUMPLE: hace falta ≥ ${requiredPrecision * 100} % y ningún caso negativo fallido.`);
  process.exitCode = 1;
}
