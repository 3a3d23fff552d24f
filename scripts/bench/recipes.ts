// Bench scenarios of the recipe book (DESIGN §7), with the server's answer caches: the list's first page,
// a filtered page, Destacados and the name-or-author search as people ask for them (so mostly from the
// page cache), the list with every request on a different page (the database path), and the plans
// PostgreSQL chooses for the list on the seeded book. The search cold is in cold-search.ts.
import { sql } from 'drizzle-orm';
import { recipeListQuerySchema } from '../../src/shared/contract/recipes.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { encodeCursor } from '../../src/server/modules/recipes/cursor.ts';
import { listRecipesSql } from '../../src/server/modules/recipes/recipes.repository.ts';
import type { Scenario } from './measure.ts';

const difficulties = ['facil', 'medio', 'dificil'];
const nationalities = ['Venezolana', 'Colombiana', 'Mexicana', 'Italiana', 'japon', 'francia', 'españa', 'peru'];
/** Common words, author names, rare combinations and a word no recipe has, typed the way people do. */
const searches = ['arepas', 'chocolate', 'platano', 'limeño', 'maria', 'gonzalez', 'abuela', 'tamagoyaki gourmet', 'sopa de miso', 'langosta', 'Crêpes', 'ramírez'];

const cycle = <T>(list: T[], i: number) => list[i % list.length]!;

/** A different page on every request (a cursor somewhere in the last two years), so none comes from the cache. */
const uncachedCursor = (i: number) => {
  const at = new Date(Date.now() - (i % 200_000) * 5 * 60_000).toISOString().replace('Z', '000Z');
  return encodeCursor('newest', { createdAt: at, id: 'ffffffff-ffff-4fff-bfff-ffffffffffff', ratingCount: 0 });
};

export const scenarios: Scenario[] = [
  { name: 'GET /api/recipes (primera página, caché)', path: () => '/api/recipes', minShareOfBare: 0.25 },
  {
    name: 'GET /api/recipes filtrada (dificultad + nacionalidad, caché)',
    path: (i) => `/api/recipes?difficulty=${cycle(difficulties, i)}&nationality=${encodeURIComponent(cycle(nationalities, i))}`,
    minShareOfBare: 0.25,
  },
  { name: 'GET /api/recipes?filter=featured (caché)', path: () => '/api/recipes?filter=featured', minShareOfBare: 0.25 },
  { name: 'GET /api/recipes?q= (nombre o autor, caché)', path: (i) => `/api/recipes?q=${encodeURIComponent(cycle(searches, i))}` },
  // The list with the per-process page cache out of play: the database path on its own, as a reference.
  { name: 'GET /api/recipes sin caché (cursor distinto cada vez)', path: (i) => `/api/recipes?cursor=${uncachedCursor(i)}`, reference: true },
];

/** EXPLAIN ANALYZE of each shape of the list (a search is answered by the in-process index), run on the seeded database before the load. */
export async function explain(db: Database): Promise<string> {
  const shapes: [string, Record<string, string>][] = [
    ['primera página', {}],
    ['filtrada', { difficulty: 'medio', nationality: 'japon' }],
    ['destacados', { filter: 'featured' }],
  ];
  const out: string[] = [];
  for (const [label, input] of shapes) {
    const query = recipeListQuerySchema.parse(input);
    const { rows } = await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, COSTS OFF) ${listRecipesSql(query, null, null)}`);
    out.push(`-- ${label}: ${JSON.stringify(input)}`, ...rows.map((r) => r['QUERY PLAN']), '');
  }
  return out.join('\n');
}
