// The search index behind the three searches (decision 007), on the server over the whole book and on
// the device over the recipes kept offline: an inverted index of every recipe's terms (search-terms.ts)
// and ingredient keys, held in typed arrays, so a search costs one walk of a few posting lists and a
// partial sort, never a query that reads thousands of rows. Each recipe
// lives in a numbered slot; a changed recipe takes a new slot and its old one is marked dead (posting
// lists only ever grow at their end, so they stay sorted without rewriting), and the owner reloads the
// whole index when too many slots are dead. On the server the database stays the only source of truth
// (modules/search keeps this copy current from the recipes' change notices).
import { isFoodWord } from './food-words.ts';
import { ingredientKey, isStapleKey } from './ingredients.ts';
import { ingredientTerms, maxQueryWords, queryWords, searchTerms, tagTerms, writtenWords, type QueryWord } from './search-terms.ts';
import { WordDictionary } from './word-dictionary.ts';

/** A recipe as the index reads it. */
export interface SearchDocument {
  id: string;
  name: string;
  author: string;
  authorId: string;
  description: string;
  mealType: string;
  nationality: string;
  difficulty: string;
  ratingCount: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  /** The ingredient lines as written. */
  ingredients: readonly string[];
}

/** Where a term was found: bit flags, so one posting carries every field of one recipe. */
export const fields = { name: 1, ingredient: 2, author: 4, description: 8, tag: 16 } as const;
const fieldBits = 5;
/** A name match outranks an ingredient, an ingredient the author, the author a tag, a tag the description. */
const fieldWeights = [8, 4, 3, 1, 2] as const;
/** Ratings counted apart in a ranking; more than this ranks as this. */
const ratingSpan = 2 ** 20;
/** Steps of a share of the recipe in a ranking. */
const ratioSpan = 2 ** 20;
const authorWeight = fieldWeights[2];
const weightOfMask = Uint8Array.from({ length: 1 << fieldBits }, (_, mask) =>
  Math.max(0, ...fieldWeights.filter((_w, bit) => mask & (1 << bit))),
);

/** The book's search box reads name, author and ingredients. */
export const bookFields = fields.name | fields.author | fields.ingredient;
/** «Qué te provoca» reads name, ingredients, description, nationality and meal type. */
export const cravingFields = fields.name | fields.ingredient | fields.description | fields.tag;

/** Texts whose terms are remembered while indexing; past this the memory starts again. */
const memoLimit = 50_000;

/** A growable, append-only list of 32-bit integers. */
class IntList {
  data = new Int32Array(4);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
}

export interface BookFilters {
  mealType?: string;
  nationality?: string;
  difficulty?: string;
  authorId?: string;
  /** Only these recipe ids (the viewer's favourites). */
  ids?: ReadonlySet<string>;
  /** Not by these authors (the cooks the viewer blocked, issue 17). */
  exceptAuthors?: ReadonlySet<string>;
}

export interface TextQuery {
  words: readonly QueryWord[];
  /** The fields searched (bits of `fields`). */
  fields: number;
  filters?: BookFilters;
  offset: number;
  limit: number;
}

export interface PantryHit {
  id: string;
  missing: number;
  ratio: number;
}

/**
 * Selects the `k` best slots of a stream: a binary heap with the worst kept on top. Each slot's rank (higher
 * is better) is in `rank`; `compare` orders slots of equal rank.
 */
class TopK {
  private readonly heap: number[] = [];
  /** Once full, the rank a slot must reach to be considered at all. */
  floor = -Infinity;

  constructor(
    private readonly k: number,
    rank: Float64Array,
    tie: (a: number, b: number) => number,
  ) {
    this.compare = (a, b) => rank[b]! - rank[a]! || tie(a, b);
    this.rank = rank;
  }

  private readonly compare: (a: number, b: number) => number;
  private readonly rank: Float64Array;

  offer(slot: number): void {
    if (this.k === 0 || this.rank[slot]! < this.floor) return;
    this.push(slot);
    if (this.heap.length === this.k) this.floor = this.rank[this.heap[0]!]!;
  }

  private push(slot: number): void {
    const heap = this.heap;
    if (heap.length < this.k) {
      heap.push(slot);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (this.compare(heap[i]!, heap[parent]!) <= 0) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
      return;
    }
    if (this.compare(slot, heap[0]!) >= 0) return;
    heap[0] = slot;
    for (let i = 0; ; ) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && this.compare(heap[left]!, heap[worst]!) > 0) worst = left;
      if (right < heap.length && this.compare(heap[right]!, heap[worst]!) > 0) worst = right;
      if (worst === i) break;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  }

  /** The slots kept, best first. */
  sorted(): number[] {
    return [...this.heap].sort(this.compare);
  }
}

export class SearchIndex {
  // ---- recipes, one slot each ----
  private slotCapacity = 1024;
  private slots = 0;
  /** Slots of recipes changed (a new slot) or deleted since the index was built. */
  private replaced = 0;
  private readonly ids: string[] = [];
  private readonly slotOf = new Map<string, number>();
  private alive = new Uint8Array(this.slotCapacity);
  /** A hash of every field the slot was read from. */
  private signature = new Int32Array(this.slotCapacity);
  private groupOf = new Int32Array(this.slotCapacity);
  private ratingCount = new Int32Array(this.slotCapacity);
  private createdAt = new Float64Array(this.slotCapacity);
  private readonly mealType: string[] = [];
  private readonly nationality: string[] = [];
  private readonly difficulty: string[] = [];
  private readonly authorId: string[] = [];
  /** author term → the slots of the recipes by that author. */
  private readonly authorPostings = new Map<string, IntList>();

  // ---- groups: recipes with the same text (name, description, nationality, meal type, ingredients) ----
  // Copies and variations by several cooks share their terms, counted once per group, and their members
  // are kept best first (most rated, newest), so a search reads only the members that can reach the page.
  private groupCapacity = 1024;
  private groups = 0;
  private readonly groupOfText = new Map<string, number>();
  private readonly members: number[][] = [];
  /** Non-blank ingredient lines of the group's text, and how many of them are staples. */
  private lineCount = new Uint8Array(this.groupCapacity);
  private stapleLines = new Uint8Array(this.groupCapacity);
  /** term → postings of group << fieldBits | the fields holding it. */
  private readonly termPostings = new Map<string, IntList>();
  /** ingredient key → one group per line with that key (staples left out). */
  private readonly keyPostings = new Map<string, IntList>();

  /** Every word of the index's terms, for correcting typos. */
  readonly dictionary = new WordDictionary();
  private readonly textMemo = new Map<string, string[]>();
  private readonly lineMemo = new Map<string, { terms: string[]; key: string; staple: boolean }>();

  // Scratch space of one search (searches run one at a time on the event loop).
  private groupBits = new Uint16Array(this.groupCapacity);
  private groupWeights = new Uint8Array(this.groupCapacity);
  private groupCounts = new Uint8Array(this.groupCapacity);
  private touchedGroups = new Int32Array(this.groupCapacity);
  private slotBits = new Uint16Array(this.slotCapacity);
  private touchedSlots = new Int32Array(this.slotCapacity);
  private rank = new Float64Array(this.slotCapacity);

  get size(): number {
    return this.slotOf.size;
  }

  /** Share of slots held by recipes changed or deleted since the index was built. */
  get deadShare(): number {
    return this.slots === 0 ? 0 : this.replaced / this.slots;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  /**
   * Up to `count` recipe ids, every group's most rated member before any group's second: the recipes a
   * search shows first, whatever it asks (a ranking reads each group best first).
   */
  likelyShown(count: number): string[] {
    const ids: string[] = [];
    for (let depth = 0, more = true; more && ids.length < count; depth++) {
      more = false;
      for (const members of this.members) {
        if (depth >= members.length) continue;
        more = true;
        ids.push(this.ids[members[depth]!]!);
        if (ids.length === count) break;
      }
    }
    return ids;
  }

  /**
   * Adds the recipe, or replaces what the index held for it. A rating changes only the counts, which
   * are updated in place; any other change takes a new slot.
   */
  put(doc: SearchDocument): void {
    const signature = signatureOf(doc);
    const current = this.slotOf.get(doc.id);
    if (current !== undefined && this.signature[current] === signature) {
      const members = this.members[this.groupOf[current]!]!;
      members.splice(members.indexOf(current), 1);
      this.ratingCount[current] = doc.ratingCount;
      this.createdAt[current] = doc.createdAt;
      this.insertMember(members, current);
      return;
    }
    this.remove(doc.id);
    const slot = this.slots++;
    this.ensureSlotCapacity(this.slots);
    this.ids[slot] = doc.id;
    this.slotOf.set(doc.id, slot);
    this.alive[slot] = 1;
    this.signature[slot] = signature;
    this.ratingCount[slot] = doc.ratingCount;
    this.createdAt[slot] = doc.createdAt;
    this.mealType[slot] = doc.mealType;
    this.nationality[slot] = doc.nationality;
    this.difficulty[slot] = doc.difficulty;
    this.authorId[slot] = doc.authorId;
    const group = this.groupFor(doc);
    this.groupOf[slot] = group;
    this.insertMember(this.members[group]!, slot);
    for (const term of new Set(this.analysed(doc.author, searchTerms))) {
      const postings = this.postingsOf(this.authorPostings, term);
      if (postings.length === 0) for (const word of term.split(' ')) this.dictionary.add(word);
      postings.push(slot);
    }
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.alive[slot] = 0;
    const members = this.members[this.groupOf[slot]!]!;
    members.splice(members.indexOf(slot), 1);
    this.replaced += 1;
  }

  /** The group of the recipe's text, made (and its terms indexed) the first time the text is seen. */
  private groupFor(doc: SearchDocument): number {
    const text = textKeyOf(doc);
    const known = this.groupOfText.get(text);
    if (known !== undefined) return known;
    const group = this.groups++;
    this.ensureGroupCapacity(this.groups);
    this.groupOfText.set(text, group);
    this.members[group] = [];
    const found = new Map<string, number>();
    const note = (terms: readonly string[], field: number) => {
      for (const term of terms) found.set(term, (found.get(term) ?? 0) | field);
    };
    note(this.analysed(doc.name, searchTerms), fields.name);
    note(this.analysed(doc.description, searchTerms), fields.description);
    note(tagTerms(doc.nationality, doc.mealType), fields.tag);
    let lines = 0;
    let staples = 0;
    for (const line of doc.ingredients) {
      const { terms, key, staple } = this.analysedLine(line);
      note(terms, fields.ingredient);
      if (key === '') continue;
      lines += 1;
      if (staple) staples += 1;
      else this.postingsOf(this.keyPostings, key).push(group);
    }
    this.lineCount[group] = Math.min(255, lines);
    this.stapleLines[group] = Math.min(255, staples);
    for (const [term, mask] of found) {
      const postings = this.postingsOf(this.termPostings, term);
      if (postings.length === 0) for (const word of term.split(' ')) this.dictionary.add(word);
      postings.push((group << fieldBits) | mask);
    }
    return group;
  }

  /** Members stay best first: most rated, then newest, then the later slot. */
  private insertMember(members: number[], slot: number): void {
    const before = (a: number, b: number) =>
      this.ratingCount[a]! - this.ratingCount[b]! || this.createdAt[a]! - this.createdAt[b]! || a - b;
    let low = 0;
    let high = members.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (before(members[middle]!, slot) > 0) low = middle + 1;
      else high = middle;
    }
    members.splice(low, 0, slot);
  }

  /**
   * The meaningful words of a query (flavours understood for a craving), a word that names nothing in the
   * searched fields corrected to the closest known word; a word of the book, a food or a known regional
   * name is never changed. `corrected` is the query as searched when a word was corrected.
   */
  understand(q: string, searched: number): { words: QueryWord[]; corrected: string | null } {
    const flavours = searched === cravingFields;
    const fixes = new Map<string, string>();
    const words = queryWords(q, { flavours }).map((word) => {
      if (word.typed.includes(' ') || isFoodWord(word.typed) || word.terms.some((term) => this.knows(term, searched))) return word;
      const fixed = this.dictionary.correct(word.typed);
      const [again] = fixed === word.typed ? [] : queryWords(fixed, { flavours });
      if (!again) return word;
      fixes.set(word.typed, fixed);
      return again;
    });
    if (!fixes.size) return { words, corrected: null };
    // The query as typed (its first words), each misspelt word replaced: «arros con poyo» → «arroz con pollo».
    const corrected = writtenWords(q)
      .slice(0, maxQueryWords * 2)
      .map((word) => fixes.get(word) ?? word)
      .join(' ');
    return { words, corrected };
  }

  /** The term is in some recipe's searched fields. */
  private knows(term: string, searched: number): boolean {
    const postings = this.termPostings.get(term);
    for (let i = 0; postings && i < postings.length; i++) {
      const posting = postings.data[i]!;
      if (posting & searched && this.members[posting >>> fieldBits]!.length > 0) return true;
    }
    return Boolean(searched & fields.author && this.authorPostings.get(term)?.length);
  }

  /**
   * The recipes holding any of the words, best first: more of the words, then the better fields (name over
   * ingredient over author over description), then the most rated, then the newest. One page, and whether
   * there is more.
   */
  searchText({ words, fields: searched, filters, offset, limit }: TextQuery): { ids: string[]; more: boolean } {
    const { groupBits, groupWeights, touchedGroups, slotBits, touchedSlots, rank, ratingCount, createdAt } = this;
    let groupsTouched = 0;
    let slotsTouched = 0;
    words.forEach(({ terms }, bitIndex) => {
      const bit = 1 << bitIndex;
      for (const term of terms) {
        const postings = this.termPostings.get(term);
        for (let i = 0; postings && i < postings.length; i++) {
          const posting = postings.data[i]!;
          const mask = posting & searched;
          if (mask === 0) continue;
          const group = posting >>> fieldBits;
          const had = groupBits[group]!;
          if (had & bit) continue;
          if (had === 0) touchedGroups[groupsTouched++] = group;
          groupBits[group] = had | bit;
          groupWeights[group]! += weightOfMask[mask]!;
        }
        if (!(searched & fields.author)) continue;
        const authored = this.authorPostings.get(term);
        for (let i = 0; authored && i < authored.length; i++) {
          const slot = authored.data[i]!;
          if (slotBits[slot] === 0) touchedSlots[slotsTouched++] = slot;
          slotBits[slot]! |= bit;
        }
      }
    });
    // More words, then better fields, then more ratings, packed into one number; then the newest.
    const top = new TopK(offset + limit + 1, rank, (a, b) => createdAt[b]! - createdAt[a]! || b - a);
    const rated = (slot: number) => Math.min(ratingCount[slot]!, ratingSpan - 1);
    // Recipes found by their author: words of their text and of their author together.
    for (let i = 0; i < slotsTouched; i++) {
      const slot = touchedSlots[i]!;
      if (!this.alive[slot] || !this.passes(slot, filters)) continue;
      const group = this.groupOf[slot]!;
      const byAuthorOnly = slotBits[slot]! & ~groupBits[group]!;
      const bits = groupBits[group]! | slotBits[slot]!;
      rank[slot] = (popcount(bits) * 256 + groupWeights[group]! + popcount(byAuthorOnly) * authorWeight) * ratingSpan + rated(slot);
      top.offer(slot);
    }
    // Every other member of a group found by its text, best first until none can reach the page: members
    // are kept most rated first, so the first one below the page's floor ends the group, filtered or not.
    for (let i = 0; i < groupsTouched; i++) {
      const group = touchedGroups[i]!;
      const members = this.members[group]!;
      if (!members.length || !this.groupPasses(members[0]!, filters)) continue;
      const base = (popcount(groupBits[group]!) * 256 + groupWeights[group]!) * ratingSpan;
      for (const slot of members) {
        const slotRank = base + rated(slot);
        if (slotRank < top.floor) break;
        if (slotBits[slot] !== 0 || !this.passes(slot, filters)) continue;
        rank[slot] = slotRank;
        top.offer(slot);
      }
    }
    const ranked = top.sorted();
    for (let i = 0; i < groupsTouched; i++) {
      groupBits[touchedGroups[i]!] = 0;
      groupWeights[touchedGroups[i]!] = 0;
    }
    for (let i = 0; i < slotsTouched; i++) slotBits[touchedSlots[i]!] = 0;
    return { ids: ranked.slice(offset, offset + limit).map((slot) => this.ids[slot]!), more: ranked.length > offset + limit };
  }

  /**
   * «Tengo a la mano» over the index, for the server and the device alike: recipes using at least one chosen
   * key (staples never count), fewest missing first, then the largest share covered, then the most rated,
   * then the newest, counting whole ingredient lines exactly as matchPantry does.
   */
  searchPantry(keys: readonly string[], offset: number, limit: number): { hits: PantryHit[]; more: boolean } {
    const { groupCounts: counts, touchedGroups, rank, ratingCount, lineCount, stapleLines } = this;
    let groupsTouched = 0;
    for (const key of new Set(keys)) {
      if (isStapleKey(key)) continue;
      const postings = this.keyPostings.get(key);
      for (let i = 0; postings && i < postings.length; i++) {
        const group = postings.data[i]!;
        if (counts[group] === 0) touchedGroups[groupsTouched++] = group;
        if (counts[group]! < 255) counts[group]! += 1;
      }
    }
    const groupOf = this.groupOf;
    const missing = (slot: number) => lineCount[groupOf[slot]!]! - stapleLines[groupOf[slot]!]! - counts[groupOf[slot]!]!;
    const ratio = (slot: number) => {
      const group = groupOf[slot]!;
      return lineCount[group] === 0 ? 0 : (stapleLines[group]! + counts[group]!) / lineCount[group]!;
    };
    // Fewer missing, larger share, more ratings packed into one number (ratios of at most 255 lines differ
    // by more than 2^-20); then the newest.
    const createdAt = this.createdAt;
    const top = new TopK(offset + limit + 1, rank, (a, b) => createdAt[b]! - createdAt[a]! || b - a);
    for (let i = 0; i < groupsTouched; i++) {
      const group = touchedGroups[i]!;
      const lines = lineCount[group]!;
      const had = stapleLines[group]! + counts[group]!;
      const base = ((255 - lines + had) * ratioSpan + Math.round((had / lines) * (ratioSpan - 1))) * ratingSpan;
      for (const slot of this.members[group]!) {
        rank[slot] = base + Math.min(ratingCount[slot]!, ratingSpan - 1);
        if (rank[slot]! < top.floor) break;
        top.offer(slot);
      }
    }
    const ranked = top.sorted();
    const hits = ranked.slice(offset, offset + limit).map((slot) => ({ id: this.ids[slot]!, missing: missing(slot), ratio: ratio(slot) }));
    for (let i = 0; i < groupsTouched; i++) counts[touchedGroups[i]!] = 0;
    return { hits, more: ranked.length > offset + limit };
  }

  /** Texts repeat across recipes (ingredient lines, authors): each is read once. */
  private analysed(text: string, read: (text: string) => string[]): string[] {
    let terms = this.textMemo.get(text);
    if (!terms) {
      if (this.textMemo.size >= memoLimit) this.textMemo.clear();
      this.textMemo.set(text, (terms = read(text)));
    }
    return terms;
  }

  private analysedLine(line: string): { terms: string[]; key: string; staple: boolean } {
    let analysed = this.lineMemo.get(line);
    if (!analysed) {
      if (this.lineMemo.size >= memoLimit) this.lineMemo.clear();
      const key = ingredientKey(line);
      this.lineMemo.set(line, (analysed = { terms: ingredientTerms(line), key, staple: isStapleKey(key) }));
    }
    return analysed;
  }

  /**
   * Whether a group's recipes can pass: meal type and nationality are part of the text a group shares
   * (textKeyOf), so one member answers for all, and a group of the wrong kind is skipped whole.
   */
  private groupPasses(member: number, filters: BookFilters | undefined): boolean {
    return (
      !filters ||
      ((filters.mealType === undefined || this.mealType[member] === filters.mealType) &&
        (filters.nationality === undefined || this.nationality[member] === filters.nationality))
    );
  }

  private passes(slot: number, filters: BookFilters | undefined): boolean {
    if (!filters) return true;
    return (
      (filters.mealType === undefined || this.mealType[slot] === filters.mealType) &&
      (filters.nationality === undefined || this.nationality[slot] === filters.nationality) &&
      (filters.difficulty === undefined || this.difficulty[slot] === filters.difficulty) &&
      (filters.authorId === undefined || this.authorId[slot] === filters.authorId) &&
      (filters.ids === undefined || filters.ids.has(this.ids[slot]!)) &&
      (filters.exceptAuthors === undefined || !filters.exceptAuthors.has(this.authorId[slot]!))
    );
  }

  private postingsOf(map: Map<string, IntList>, key: string): IntList {
    let list = map.get(key);
    if (!list) map.set(key, (list = new IntList()));
    return list;
  }

  private ensureSlotCapacity(needed: number): void {
    if (needed <= this.slotCapacity) return;
    while (this.slotCapacity < needed) this.slotCapacity *= 2;
    const size = this.slotCapacity;
    this.alive = grown(this.alive, new Uint8Array(size));
    this.signature = grown(this.signature, new Int32Array(size));
    this.groupOf = grown(this.groupOf, new Int32Array(size));
    this.ratingCount = grown(this.ratingCount, new Int32Array(size));
    this.createdAt = grown(this.createdAt, new Float64Array(size));
    this.slotBits = new Uint16Array(size);
    this.touchedSlots = new Int32Array(size);
    this.rank = new Float64Array(size);
  }

  private ensureGroupCapacity(needed: number): void {
    if (needed <= this.groupCapacity) return;
    while (this.groupCapacity < needed) this.groupCapacity *= 2;
    const size = this.groupCapacity;
    this.lineCount = grown(this.lineCount, new Uint8Array(size));
    this.stapleLines = grown(this.stapleLines, new Uint8Array(size));
    this.groupBits = new Uint16Array(size);
    this.groupWeights = new Uint8Array(size);
    this.groupCounts = new Uint8Array(size);
    this.touchedGroups = new Int32Array(size);
  }
}

/** The new, larger array with the old one's values at its start. */
function grown<T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(old: T, larger: T): T {
  larger.set(old);
  return larger;
}

/** Two FNV-1a hashes of the recipe's text, as one key: texts that hash alike are, for all purposes, equal. */
function textKeyOf(doc: SearchDocument): string {
  const text = [doc.name, doc.description, doc.nationality, doc.mealType, ...doc.ingredients].join('\u0000');
  const a = fnv1a(text) >>> 0;
  const b = fnv1a(text, 0x5bd1e995, 0x01000193) >>> 0;
  return `${a.toString(36)}.${b.toString(36)}.${text.length}`;
}

/** FNV-1a of every field the terms come from. */
function signatureOf(doc: SearchDocument): number {
  return fnv1a([doc.name, doc.author, doc.authorId, doc.description, doc.mealType, doc.nationality, doc.difficulty, ...doc.ingredients].join('\u0000'));
}

/** FNV-1a over the text's UTF-16 units; another multiplier and seed give a second, independent hash. */
function fnv1a(text: string, multiplier = 0x01000193, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), multiplier);
  return hash | 0;
}

function popcount(bits: number): number {
  let n = 0;
  for (let b = bits; b; b &= b - 1) n += 1;
  return n;
}
