// Bench scenarios of the searches cold (DESIGN §7, issue 14): asked of a server started with
// ANSWER_CACHES=off, each request a question not asked before in the run (query-mix.ts), so every answer
// is worked out anew. Held to the cold budget at 50 connections, then timed one query at a time.
import type { Scenario } from './measure.ts';
import { bookSearches, cravingSearches, filteredBookSearches, ingredientSearches, type QueryMix } from './query-mix.ts';

const cold = (request: string, detail: string, mix: QueryMix, nextPage = false): Scenario => ({
  name: `${request} (${detail ? `${detail}, ` : ''}en frío)`,
  path: (i) => mix.path(i),
  prepare: (count) => mix.prepare(count),
  cold: true,
  nextPage,
});

export const scenarios: Scenario[] = [
  cold('GET /api/recipes?q=', 'plato, cocinero o ingrediente', bookSearches(), true),
  cold('GET /api/recipes?q=', 'con filtros', filteredBookSearches(), true),
  cold('GET /api/search/ingredients', '3 ingredientes', ingredientSearches(3)),
  cold('GET /api/search/ingredients', '8 ingredientes', ingredientSearches(8)),
  cold('GET /api/search/craving', '', cravingSearches()),
];
