// What a craving («Qué te provoca») asks for, read the same way by the server's search and by the search
// over the recipes kept on the device.
import { normaliseSearchText } from './text.ts';

/** Words beyond these add cost and no meaning to a craving. */
const maxWords = 12;

// prettier-ignore
/** Words a craving uses around the food, never corrected into a dish: «algo con chocolate», «quiero sopa». */
const fillerWords = new Set([
  'de', 'del', 'la', 'las', 'el', 'los', 'lo', 'con', 'sin', 'y', 'e', 'o', 'u', 'a', 'al', 'en', 'un', 'una',
  'unos', 'unas', 'algo', 'para', 'por', 'que', 'me', 'mi', 'muy', 'mas', 'quiero', 'provoca', 'tengo', 'ganas',
  'comer', 'hoy', 'rico', 'rica', 'bien',
]);

export const isFillerWord = (word: string): boolean => fillerWords.has(word);

/** The folded words of a craving, the first `maxWords` of them. */
export function cravingWords(q: string): string[] {
  return normaliseSearchText(q).split(' ').filter(Boolean).slice(0, maxWords);
}

/** «de la con» asks for nothing in particular: no recipe answers it. */
export const asksForNothing = (words: readonly string[]): boolean => words.every(isFillerWord);
