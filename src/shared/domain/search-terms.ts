// How every search reads text, one reading for the recipes and for what a cook types, on the server's
// index and over the recipes kept on the device: folded (no accents or case), singular, regional names
// merged into their group's key (papa = patata, palta = aguacate; the words never to merge stay apart),
// nationality and meal-type words merged into one tag word, words that carry no meaning dropped.
import { mealTypes, nationalities } from './catalog.ts';
import { ingredientTerms, knownNameAt, knownNameTerms, singular } from './ingredients.ts';
import { foldAccents, normaliseSearchText } from './text.ts';

/** Words beyond these add cost and no meaning to a search: a query of 5,000 characters reads its first 12 words. */
export const maxQueryWords = 12;

// prettier-ignore
/** Words a search uses around the food: «algo con chocolate», «quiero sopa», «receta de la abuela». */
const stopWords = new Set([
  'de', 'del', 'la', 'las', 'el', 'los', 'lo', 'con', 'sin', 'y', 'e', 'o', 'u', 'a', 'al', 'en', 'un', 'una',
  'uno', 'unos', 'unas', 'algo', 'para', 'por', 'que', 'me', 'mi', 'mis', 'tu', 'su', 'sus', 'se', 'muy', 'mas',
  'quiero', 'queria', 'provoca', 'apetece', 'antoja', 'tengo', 'ganas', 'comer', 'hoy', 'rico', 'rica', 'bien',
  'como', 'hacer', 'receta', 'plato', 'comida', 'es', 'son', 'estilo',
]);

export const isStopWord = (word: string): boolean => stopWords.has(word);

/** Nationality and meal-type words as the recipe's tag word: «peruano», «Perú» and «peruana» are one. */
const tagWords = new Map<string, string>();
const countryOf: Record<string, string> = {
  venezolana: 'venezuela',
  colombiana: 'colombia',
  mexicana: 'mexico',
  italiana: 'italia',
  japonesa: 'japon',
  francesa: 'francia',
  espanola: 'espana',
  peruana: 'peru',
};
for (const nationality of nationalities) {
  const tag = foldAccents(nationality);
  const country = countryOf[tag];
  // «Internacional» names no country and is no craving.
  if (!country) continue;
  const masculine = tag.endsWith('a') ? `${tag.slice(0, -1)}o` : tag;
  for (const word of [tag, masculine, country]) tagWords.set(word, tag);
}
// The Spanish adjectives whose masculine does not end in -o.
for (const [word, tag] of [['japones', 'japonesa'], ['frances', 'francesa'], ['espanol', 'espanola']] as const) tagWords.set(word, tag);
for (const mealType of mealTypes) tagWords.set(foldAccents(mealType), foldAccents(mealType));
tagWords.set('merienda', 'snack');
tagWords.set('picoteo', 'snack');
tagWords.set('pasapalo', 'snack');

/** A word as its tag word, when it is one: looked up as written too, since «francés» is no plural. */
const tagOf = (written: string, singularWord: string): string => tagWords.get(written) ?? tagWords.get(singularWord) ?? singularWord;

/** The tag words of a recipe's nationality and meal type, as its terms. */
export function tagTerms(nationality: string, mealType: string): string[] {
  return [nationality, mealType].flatMap((value) => tagWords.get(foldAccents(value)) ?? []);
}

/** The folded words of a text as written. */
export const writtenWords = (text: string): string[] => {
  const normalised = normaliseSearchText(text);
  return normalised === '' ? [] : normalised.split(' ');
};

/**
 * The search terms of a text, in order: a known name of several words is one term («carne molida» →
 * «carne picada»), its first word too when that names nothing else («carne»); numbers and stop words
 * are left out.
 */
export function searchTerms(text: string): string[] {
  const written = writtenWords(text);
  const tokens = written.map(singular);
  const terms: string[] = [];
  for (let at = 0; at < tokens.length; ) {
    const known = knownNameAt(tokens, at);
    if (known) {
      terms.push(...knownNameTerms(known));
      at += known.length;
      continue;
    }
    const token = tokens[at]!;
    const word = written[at]!;
    at += 1;
    if (isStopWord(token) || /^\p{N}+$/u.test(token)) continue;
    terms.push(tagOf(word, token));
  }
  return terms;
}

/** An ingredient line's terms: searchTerms without quantities, units and descriptors. */
export { ingredientTerms };

/** One meaningful word of a query: what was typed (for correcting it), and the terms that answer it. */
export interface QueryWord {
  /** The folded words as typed (plural and all): one, or several for a known name («maiz tierno»). */
  readonly typed: string;
  /** The term itself first, then what else answers it (a flavour's dishes and ingredients). */
  readonly terms: readonly string[];
}

/**
 * What a craving may mean by a flavour: «algo dulce» is a dessert or something with chocolate,
 * «picante» anything with a hot pepper. Terms as searchTerms gives them.
 */
// prettier-ignore
const flavourTerms = new Map<string, readonly string[]>([
  ['dulce', ['dulce', 'postre', 'chocolate', 'dulce de leche', 'condensada', 'miel', 'caramelo', 'panela']],
  ['picante', ['picante', 'aji', 'jalapeno', 'chipotle', 'rocoto', 'habanero', 'serrano', 'guajillo', 'cayena', 'pimenton picante', 'aji amarillo']],
]);

/** The meaningful words of a query, the first `maxQueryWords`, each once; flavours expanded when asked. */
export function queryWords(q: string, { flavours = false }: { flavours?: boolean } = {}): QueryWord[] {
  const written = writtenWords(q).slice(0, maxQueryWords * 2);
  const tokens = written.map(singular);
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  for (let at = 0; at < tokens.length && words.length < maxQueryWords; ) {
    const known = knownNameAt(tokens, at);
    const length = known?.length ?? 1;
    const token = tokens[at]!;
    const typed = written.slice(at, at + length).join(' ');
    at += length;
    let terms: readonly string[];
    // A known name asks for itself: «carne molida» is not any «carne».
    if (known) terms = [known.known.key];
    else if (isStopWord(token) || /^\p{N}+$/u.test(token)) continue;
    else {
      const term = tagOf(written[at - 1]!, token);
      terms = (flavours && flavourTerms.get(term)) || [term];
    }
    if (seen.has(terms[0]!)) continue;
    seen.add(terms[0]!);
    words.push({ typed, terms });
  }
  return words;
}
