// The words of known recipe names and ingredients, for correcting typos in a craving: 'lentejs' → 'lentejas',
// 'arros con poyo' → 'arroz con pollo'. Words are compared by how they sound in Spanish (ll/y, z/s/c, b/v,
// silent h…) and then by pg_trgm's similarity: shared trigrams over all trigrams, words padded as pg_trgm pads them.
import { isStopWord } from './search-terms.ts';

/** pg_trgm's trigrams of one folded word: two spaces before, one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const result = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) result.add(padded.slice(i, i + 3));
  return result;
}

/** How a folded Spanish word sounds, so that spellings which sound alike compare equal: 'pollo' = 'poyo'. */
export function soundKey(word: string): string {
  return word
    .replace(/ch/g, 'X')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/gu(?=[ei])/g, 'G')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/c(?=[ei])/g, 's')
    .replace(/c/g, 'k')
    .replace(/z/g, 's')
    .replace(/v/g, 'b')
    .replace(/ll/g, 'y')
    .replace(/h/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** Edits (insert, delete, replace, swap of neighbours) between two words: optimal string alignment. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams. */
function similarity(a: string, b: string): number {
  const own = trigrams(a);
  const other = trigrams(b);
  let shared = 0;
  for (const t of own) if (other.has(t)) shared += 1;
  return shared / (own.size + other.size - shared);
}

export class WordDictionary {
  /** Every word heard, with how often. */
  private readonly counts = new Map<string, number>();
  /** Per sound key: the commonest word that sounds so, and how common it is. */
  private readonly bySound = new Map<string, { word: string; n: number }>();
  private readonly sounds: string[] = [];
  private readonly trigramCount: number[] = [];
  private readonly byTrigram = new Map<string, number[]>();

  constructor(entries: Iterable<{ word: string; n: number }> = []) {
    for (const { word, n } of entries) this.add(word, n);
  }

  /** Counts `n` more uses of the word; a word heard for the first time becomes a possible correction. */
  add(word: string, n = 1): void {
    this.counts.set(word, (this.counts.get(word) ?? 0) + n);
    const uses = this.counts.get(word)!;
    const sound = soundKey(word);
    const current = this.bySound.get(sound);
    if (current) {
      if (uses > current.n) this.bySound.set(sound, { word, n: uses });
      return;
    }
    this.bySound.set(sound, { word, n: uses });
    const id = this.sounds.length;
    this.sounds.push(sound);
    const own = trigrams(sound);
    this.trigramCount.push(own.size);
    for (const t of own) {
      let ids = this.byTrigram.get(t);
      if (!ids) this.byTrigram.set(t, (ids = []));
      ids.push(id);
    }
  }

  get size(): number {
    return this.counts.size;
  }

  /** The word, its plural or its singular is known (full-text search already treats them alike). */
  private knowsAnyNumberOf(word: string): boolean {
    const forms = [word, `${word}s`, `${word}es`, word.replace(/e?s$/, ''), word.replace(/s$/, '')];
    return forms.some((form) => this.counts.has(form));
  }

  /**
   * The known word closest to this one, or the word itself when it is known (in any number), too short to
   * judge, a filler, or nothing is close enough. Close means few edits (a swap of two letters is one) or
   * many shared trigrams; fewer edits win, then more shared trigrams, then the commoner word.
   */
  correct(word: string, minSimilarity = 0.45): string {
    if (word.length < 4 || /\d/.test(word) || isStopWord(word) || this.knowsAnyNumberOf(word)) return word;
    const sound = soundKey(word);
    const same = this.bySound.get(sound);
    if (same) return same.word;
    const own = trigrams(sound);
    const shared = new Map<number, number>();
    for (const t of own)
      for (const id of this.byTrigram.get(t) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    const maxEdits = sound.length >= 8 ? 2 : 1;
    let best: { word: string; n: number; edits: number; score: number } | undefined;
    for (const [id, n] of shared) {
      const score = n / (own.size + this.trigramCount[id]! - n);
      if (score < minSimilarity / 2) continue;
      const candidate = this.sounds[id]!;
      const edits = editDistance(sound, candidate);
      if (score < minSimilarity && edits > maxEdits) continue;
      const known = this.bySound.get(candidate)!;
      // Equal sounds apart, the spelling closest to what was typed wins: «paela» is «paella», not «panela».
      const entry = { ...known, edits, score: score + similarity(word, known.word) };
      if (
        !best ||
        edits < best.edits ||
        (edits === best.edits && (entry.score > best.score || (entry.score === best.score && entry.n > best.n)))
      ) {
        best = entry;
      }
    }
    return best?.word ?? word;
  }
}
