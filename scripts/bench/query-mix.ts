// Bench helper: the query mixes that measure the searches cold. Within a run no query comes twice — not just
// a different string, a different question once the server has folded case, accents and synonyms — and each
// is drawn the way cooks type: regional ingredient names, dish words, the book's cooks, flavours, meals and
// nationalities, in singular or plural, with or without accents, sometimes misspelt, sometimes wrapped in
// «quiero» or «algo con». Seeded, so two runs ask the same queries in the same order.
import { nationalityFilter } from '../../src/shared/contract/recipes.ts';
import { difficulties, difficultyLabels, mealTypes, nationalities, nationalityAliases } from '../../src/shared/domain/catalog.ts';
import { ingredientKey, ingredientSynonymGroups, selectionKeys } from '../../src/shared/domain/ingredients.ts';
import { foldAccents, normaliseSearchText } from '../../src/shared/domain/text.ts';
import { demoRecipes } from '../../src/server/seed/demo/recipes.ts';
import { firstNames, generator, surnames, variations, type Random } from './book-words.ts';

export interface QueryMix {
  /** The i-th query of a run as a request path: two indexes never give the same question. */
  path(i: number): string;
  /** Works out the first `count` queries now. */
  prepare(count: number): void;
}

interface Query {
  path: string;
  /** What the question means to the server: equal keys would be one question asked twice. */
  key: string;
}

const unique = <T>(items: Iterable<T>): T[] => [...new Set(items)];
const pick = <T>(random: Random, list: readonly T[]): T => list[random(list.length)]!;

// ---- what cooks type ----

/** Words that join a dish's name together and mean nothing alone. */
const joiningWords = new Set(['de', 'del', 'con', 'al', 'a', 'la', 'las', 'el', 'los', 'y', 'e', 'en', 'o', 'para', 'mi', 'estilo']);
const dishNames = demoRecipes.map((recipe) => recipe.name);
/** «Arroz», «pollo», «norteño» from «Arroz con pollo norteño». */
const dishWords = unique(dishNames.flatMap((name) => name.split(' ')).filter((word) => word.length > 2 && !joiningWords.has(word.toLowerCase())));
/** Every start of a dish's name that ends on a word that means something: «Arroz con pollo», «Tacos al pastor». */
const dishPhrases = unique(
  dishNames.flatMap((name) => {
    const words = name.split(' ');
    return words.slice(1).flatMap((word, n) => (joiningWords.has(word.toLowerCase()) ? [] : [words.slice(0, n + 2).join(' ')]));
  }),
);
/** Regional names of the synonym groups and the names written in the demo recipes (a comma there starts a note). */
const ingredientNames = unique([...ingredientSynonymGroups.flat(), ...demoRecipes.flatMap((recipe) => recipe.ingredients.map((i) => i.name))]).filter((name) => !name.includes(','));
const cookNames = [...firstNames, ...surnames, ...firstNames.flatMap((first) => surnames.map((surname) => `${first} ${surname}`))];
const nameVariations = variations.filter(Boolean);
const flavours = ['dulce', 'picante', 'salado', 'ácido', 'agridulce', 'cremoso', 'crujiente', 'ahumado', 'fresco', 'caliente', 'frío', 'ligero', 'suave', 'jugoso'];
const meals = mealTypes.map((meal) => meal.toLowerCase());
/** «venezolana» and «venezolano», «japonesa» and «japonés». */
const nationalityWords = nationalities.flatMap((nationality) => {
  const feminine = nationality.toLowerCase();
  if (feminine === 'internacional') return [feminine];
  return [feminine, feminine.endsWith('esa') ? `${feminine.slice(0, -3)}és` : feminine.endsWith('ola') ? feminine.slice(0, -1) : `${feminine.slice(0, -1)}o`];
});
const cravingFillers = ['algo con', 'quiero', 'me provoca', 'tengo ganas de', 'algo', 'antojo de', 'quiero algo con', 'se me antoja'];

// ---- how they type it ----

const accents: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u', Á: 'A', É: 'E', Í: 'I', Ó: 'O', Ú: 'U' };
/** Without the stress accents (the ñ stays: Spanish keyboards have it). */
const withoutAccents = (text: string) => text.replace(/[áéíóúüÁÉÍÓÚ]/g, (letter) => accents[letter]!);

/** The plural of a singular word: tomate→tomates, ananá→ananás, limón→limones, maíz→maíces, ají→ajíes. */
function pluralOf(word: string): string {
  if (/s$/i.test(word)) return word;
  if (/z$/i.test(word)) return `${word.slice(0, -1)}ces`;
  if (/[aeiouáéó]$/i.test(word)) return `${word}s`;
  if (/[íú]$/i.test(word)) return `${word}es`;
  return `${withoutAccents(word)}es`;
}

/** A name's plural, where the first word is the noun: «pechuga de pollo» → «pechugas de pollo». */
function plural(name: string): string {
  const [first, second, ...rest] = name.split(' ');
  if (second !== undefined && second !== 'de' && second !== 'del') return name;
  return [pluralOf(first!), ...(second === undefined ? [] : [second]), ...rest].join(' ');
}

const vowels = 'aeiou';
/** One slip of the fingers in one word of four letters or more: two letters swapped, one dropped, doubled or a vowel changed. */
function typo(random: Random, text: string): string {
  const words = text.split(' ');
  const long = words.map((word, n) => (word.length >= 4 ? n : -1)).filter((n) => n >= 0);
  if (!long.length) return text;
  const n = pick(random, long);
  const word = words[n]!;
  const at = 1 + random(word.length - 2);
  const slips = [
    () => `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`,
    () => `${word.slice(0, at)}${word.slice(at + 1)}`,
    () => `${word.slice(0, at)}${word[at]}${word.slice(at)}`,
    () => `${word.slice(0, at)}${pick(random, [...vowels].filter((v) => v !== word[at]))}${word.slice(at + 1)}`,
  ];
  words[n] = pick(random, slips)();
  return words.join(' ');
}

/** Typed by someone: often without accents, now and then misspelt, mostly in lower case. */
function typed(random: Random, text: string, typoPercent: number): string {
  let result = random(100) < 45 ? withoutAccents(text) : text;
  if (random(100) < typoPercent) result = typo(random, result);
  const casing = random(100);
  if (casing < 75) return result.toLowerCase();
  if (casing < 97) return result.charAt(0).toUpperCase() + result.slice(1);
  return result.toUpperCase();
}

// ---- the three searches ----

/** «Tengo a la mano»: `howMany` different ingredients (by their keys), a third of them in plural. */
function ingredientQuery(random: Random, howMany: number): Query {
  const names: string[] = [];
  const keys = new Set<string>();
  while (names.length < howMany) {
    const base = pick(random, ingredientNames);
    const name = typed(random, random(100) < 30 ? plural(base) : base, 8);
    const key = ingredientKey(name);
    if (key === '' || keys.has(key)) continue;
    keys.add(key);
    names.push(name);
  }
  return { path: `/api/search/ingredients?have=${encodeURIComponent(names.join(','))}`, key: selectionKeys(names).sort().join(',') };
}

/** Where a craving's words come from, and how often. */
const cravingSources: [percent: number, words: readonly string[]][] = [
  [30, dishWords],
  [15, dishPhrases],
  [30, ingredientNames],
  [10, flavours],
  [8, meals],
  [7, nationalityWords],
];

function cravingWords(random: Random): string {
  let roll = random(100);
  for (const [percent, words] of cravingSources) {
    if (roll < percent) return pick(random, words);
    roll -= percent;
  }
  return pick(random, dishWords);
}

/** «Qué te provoca»: 1 to 4 words or phrases, sometimes joined by «con» or «y», sometimes after a filler. */
function cravingQuery(random: Random): Query {
  const parts = Array.from({ length: 1 + random(4) }, () => typed(random, cravingWords(random), 12));
  const joined = parts.reduce((text, part) => `${text}${pick(random, [' ', ' ', ' ', ' con ', ' y '])}${part}`);
  const q = random(100) < 35 ? `${pick(random, cravingFillers)} ${joined}` : joined;
  // The fillers and joining words say nothing of the dish: the question is its words.
  return { path: `/api/search/craving?q=${encodeURIComponent(q)}`, key: normaliseSearchText(parts.join(' ')) };
}

/** The book's box (name, author or ingredient): a dish, a cook, an ingredient, or two of them. */
function bookText(random: Random): string[] {
  const dish = () => pick(random, random(3) ? dishWords : dishPhrases);
  const cook = () => pick(random, cookNames);
  const ingredient = () => pick(random, ingredientNames);
  const roll = random(100);
  if (roll < 35) return [dish()];
  if (roll < 50) return [cook()];
  if (roll < 62) return [ingredient()];
  if (roll < 75) return [dish(), cook()];
  if (roll < 85) return [dish(), pick(random, nameVariations)];
  if (roll < 93) return [dish(), ingredient()];
  return [ingredient(), cook()];
}

/** Page sizes: mostly the app's 12 (no limit given), sometimes others, each a different page of the answer. */
const limits = [undefined, undefined, undefined, undefined, undefined, 6, 24, 36, 50];
const nationalitySpellings = [...nationalities.filter((n) => n !== 'Internacional'), ...Object.keys(nationalityAliases)];
const difficultySpellings = [...difficulties, ...Object.values(difficultyLabels)];

/** GET /api/recipes?q=…, with one to three filters (difficulty, nationality, meal type) when `filtered`. */
function bookQuery(random: Random, filtered: boolean): Query {
  let q = '';
  do q = bookText(random).map((part) => typed(random, part, 10)).join(' ');
  while (q.length > 100);
  const filters: Record<string, string> = {};
  if (filtered) {
    const kinds = ['difficulty', 'nationality', 'mealType'];
    const howMany = 1 + random(3);
    while (Object.keys(filters).length < howMany) {
      const kind = pick(random, kinds);
      if (kind === 'difficulty') filters.difficulty = pick(random, difficultySpellings);
      if (kind === 'nationality') filters.nationality = typed(random, pick(random, nationalitySpellings), 0);
      if (kind === 'mealType') filters.mealType = pick(random, mealTypes);
    }
  }
  const limit = pick(random, limits);
  const params = Object.entries({ q, ...filters, ...(limit ? { limit: String(limit) } : {}) });
  const key = [normaliseSearchText(q), foldAccents(filters.difficulty ?? ''), nationalityFilter(filters.nationality) ?? '', filters.mealType ?? '', limit ?? 12].join('|');
  return { path: `/api/recipes?${params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`, key };
}

// ---- never the same question twice ----

/** Draws queries in a seeded order, skipping any whose key came before. */
class DistinctQueries implements QueryMix {
  private readonly paths: string[] = [];
  private readonly seen = new Set<string>();
  private readonly random: Random;

  constructor(
    seed: number,
    private readonly draw: (random: Random) => Query,
  ) {
    this.random = generator(seed);
  }

  prepare(count: number): void {
    let repeats = 0;
    while (this.paths.length < count) {
      const query = this.draw(this.random);
      if (!this.seen.has(query.key)) {
        this.seen.add(query.key);
        this.paths.push(query.path);
        repeats = 0;
      } else if (++repeats > 10_000) {
        throw new Error(`La mezcla de consultas se agotó tras ${this.paths.length} consultas distintas.`);
      }
    }
  }

  path(i: number): string {
    this.prepare(i + 1);
    return this.paths[i]!;
  }
}

export const bookSearches = (seed = 1): QueryMix => new DistinctQueries(seed, (random) => bookQuery(random, false));
export const filteredBookSearches = (seed = 2): QueryMix => new DistinctQueries(seed, (random) => bookQuery(random, true));
export const ingredientSearches = (howMany: number, seed = 3): QueryMix => new DistinctQueries(seed + howMany, (random) => ingredientQuery(random, howMany));
export const cravingSearches = (seed = 4): QueryMix => new DistinctQueries(seed, cravingQuery);
