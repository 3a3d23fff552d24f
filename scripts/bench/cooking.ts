// Bench scenarios of the cooking modes (DESIGN §7), with the server's answer caches: «Tengo a la mano»
// with 3 and with 8 ingredients, and «Qué te provoca», over the generated book. Requests follow a popularity
// curve over plausible searches (regional words, plurals and typos included): the first searches of each
// list are asked far more often than the last, as real cooks do. The same searches cold, every request a
// new question, are in cold-search.ts.
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
  { name: 'GET /api/search/ingredients (3 ingredientes, caché)', path: (i) => have(popular(threeIngredients, i)) },
  { name: 'GET /api/search/ingredients (8 ingredientes, caché)', path: (i) => have(popular(eightIngredients, i)) },
  {
    name: 'GET /api/search/craving (caché)',
    path: (i) => `/api/search/craving?q=${encodeURIComponent(popular(cravings, i))}`,
  },
];
