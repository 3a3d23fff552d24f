// Bench scenarios of the cooking modes (DESIGN §7): «Tengo a la mano» with 3 and with 8 ingredients, and
// «Qué te provoca», over the generated book. Requests follow a popularity curve over plausible searches
// (regional words, plurals and typos included): the first searches of each list are asked far more often
// than the last, as real cooks do. The explain section shows each search cold — plan and time of one
// uncached query — so the cost without the server's short-lived answer cache is on record too.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/server/db/connect.ts';
import { ingredientRankQuery } from '../../src/server/modules/cooking/cooking.repository.ts';
import { searchByIngredients } from '../../src/server/modules/cooking/cooking.service.ts';
import { cravingRankQuery, CravingSearch } from '../../src/server/modules/cooking/craving-search.ts';
import { selectionKeys } from '../../src/shared/domain/ingredients.ts';
import type { Scenario } from './measure.ts';

const threeIngredients = [
  ['huevos', 'leche', 'azúcar'],
  ['arroz', 'pollo', 'cebolla'],
  ['patatas', 'huevo', 'cebolla'],
  ['jitomate', 'cebolla', 'ajo'],
  ['palta', 'limón', 'cilantro'],
  ['harina de trigo', 'mantequilla', 'azúcar'],
  ['caraotas negras', 'arroz blanco', 'plátanos'],
  ['carne molida', 'cebolla', 'tomates'],
  ['harina de maíz', 'queso', 'mantequilla'],
  ['leche condensada', 'huevos', 'vainilla'],
  ['papas amarillas', 'queso fresco', 'leche evaporada'],
  ['pescado', 'limones', 'cebolla morada'],
  ['chocolate', 'mantequilla', 'huevos'],
  ['garbanzos', 'limón', 'ajo'],
  ['tortillas de maíz', 'jitomates', 'queso fresco'],
  ['salsa de soya', 'huevos', 'arroz'],
  ['pan de molde', 'jamón', 'queso'],
  ['frijoles', 'arroz', 'aguacate'],
  ['lechuga', 'tomate', 'cebolla'],
  ['champiñones', 'arroz', 'vino blanco'],
];

const eightIngredients = [
  ['huevos', 'leche', 'azúcar', 'harina de trigo', 'mantequilla', 'sal', 'vainilla', 'polvo de hornear'],
  ['arroz', 'pollo', 'cebolla', 'ajo', 'tomate', 'pimentón', 'sal', 'aceite'],
  ['papas', 'huevos', 'cebolla', 'aceite de oliva', 'sal', 'ajo', 'tomates', 'pan'],
  ['aguacates', 'jitomates', 'cebolla blanca', 'chile serrano', 'cilantro', 'limones', 'sal', 'totopos'],
  ['tortillas de maíz', 'chiles guajillo', 'cebolla', 'ajo', 'crema', 'queso fresco', 'frijoles', 'huevos'],
  ['carne molida de res', 'cebolla', 'zanahoria', 'apio', 'tomates', 'leche', 'harina', 'queso parmesano'],
  ['caraotas', 'arroz', 'plátano', 'carne de res', 'cebolla', 'ajo', 'comino', 'pimentón'],
  ['papas amarillas', 'ají amarillo', 'limón', 'pollo', 'mayonesa', 'palta', 'huevos', 'aceitunas'],
  [
    'leche condensada',
    'leche evaporada',
    'huevos',
    'azúcar',
    'vainilla',
    'canela',
    'harina',
    'crema de leche',
  ],
  ['lechuga', 'pan', 'queso parmesano', 'huevo', 'ajo', 'limón', 'mostaza', 'aceite de oliva'],
];

const cravings = [
  'arroz con pollo',
  'algo con chocolate',
  'guacamole',
  'arepas',
  'tacos al pastor',
  'postre de leche',
  'guacamloe',
  'paela',
  'sopa',
  'ceviche de pescado',
  'tortilla de papas',
  'pabeyon criollo',
  'churos con chocolate',
  'empanadas',
  'tres leches',
  'desayuno con huevos',
  'lasana',
  'ramen',
  'comida picante',
  'pulpo a la gallega',
];

/** Deterministic, popularity-skewed pick: item k is asked about as often as 1/(k+1). */
function popular<T>(list: readonly T[], i: number): T {
  const u = ((Math.imul(i + 1, 2654435761) >>> 0) % 10_000) / 10_000;
  return list[Math.min(list.length - 1, Math.floor(Math.exp(u * Math.log(list.length + 1)) - 1))]!;
}

const have = (names: readonly string[]) =>
  `/api/search/ingredients?have=${encodeURIComponent(names.join(','))}`;

export const scenarios: Scenario[] = [
  { name: 'GET /api/search/ingredients (3 ingredientes)', path: (i) => have(popular(threeIngredients, i)) },
  { name: 'GET /api/search/ingredients (8 ingredientes)', path: (i) => have(popular(eightIngredients, i)) },
  {
    name: 'GET /api/search/craving',
    path: (i) => `/api/search/craving?q=${encodeURIComponent(popular(cravings, i))}`,
  },
];

async function plan(db: Database, label: string, query: SQL): Promise<string[]> {
  const { rows } = await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, COSTS OFF) ${query}`);
  return [`-- ${label}`, ...rows.map((r) => r['QUERY PLAN']), ''];
}

async function timed(task: () => Promise<unknown>): Promise<string> {
  const start = performance.now();
  await task();
  return `${(performance.now() - start).toFixed(1)} ms`;
}

/** Plans of the ranking queries, then the cold time of whole searches (no answer cache). */
export async function explain(db: Database): Promise<string> {
  const out = [
    ...(await plan(
      db,
      'ingredientes (3)',
      ingredientRankQuery(db, selectionKeys(threeIngredients[0]!)).getSQL(),
    )),
    ...(await plan(
      db,
      'ingredientes (8)',
      ingredientRankQuery(db, selectionKeys(eightIngredients[1]!)).getSQL(),
    )),
    ...(await plan(
      db,
      'antojo, todas las palabras: "arroz con pollo"',
      cravingRankQuery(db, 'all', 'arroz con pollo', 'arroz con pollo').getSQL(),
    )),
    ...(await plan(
      db,
      'antojo, cualquier palabra: "paela"',
      cravingRankQuery(db, 'any', 'paela', 'paella').getSQL(),
    )),
  ];
  const craving = new CravingSearch(db);
  out.push(`-- diccionario de palabras: ${await timed(() => craving.search('pollo'))} (una vez por proceso)`);
  out.push('-- búsquedas completas en frío (sin caché de respuestas):');
  for (const names of [...threeIngredients.slice(0, 3), ...eightIngredients.slice(0, 3)]) {
    out.push(`   ingredientes ${names.join(', ')}: ${await timed(() => searchByIngredients(db, names))}`);
  }
  for (const q of cravings.slice(0, 8)) out.push(`   antojo "${q}": ${await timed(() => craving.search(q))}`);
  return out.join('\n');
}
