// The three searches (the book's box, «Tengo a la mano», «Qué te provoca») over one in-process index
// (decision 007), kept current by the recipes' change notices: every statement that changes recipes
// says which (migration 0009), each process re-reads those recipes and re-indexes them, and a notice
// without ids (a truncate, a bulk change, a gap in the live stream) reloads the whole index. Searches
// wait only for the first load; the cards they answer with are read by primary key (the ones searches
// show most, ahead of the first search) and kept in memory until a notice says they changed.
import type { IngredientSearchResult, CravingResult } from '#shared/contract/cooking.ts';
import { recipesChangedTopic } from '#shared/contract/live.ts';
import type { RecipeListQuery, RecipeSummary } from '#shared/contract/recipes.ts';
import { cookingLimits } from '#shared/domain/content-rules.ts';
import { pantryMatcher, selectionKeys } from '#shared/domain/ingredients.ts';
import { recipes as recipeTexts } from '#shared/i18n/recipes.ts';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/connect.ts';
import { badRequest } from '../../http/errors.ts';
import type { LiveHub } from '../../live/live-hub.ts';
import { blockedAuthorsOf } from '../moderation/visibility.ts';
import { cursorParts, encodeCursorParts } from '../recipes/cursor.ts';
import { summariesByIds } from '../recipes/recipes.repository.ts';
import { documentsAfter, documentsOf, favoriteIdsOf, ingredientNamesOf, newestRecipeNoticeId } from './search.repository.ts';
import { bookFields, cravingFields, SearchIndex, type BookFilters } from '#shared/domain/search-index.ts';

/** Recipes read per query while loading the whole index. */
const loadBatch = 5000;
/** Past this share of replaced slots (and this many recipes) the index is rebuilt from the database. */
const reloadDeadShare = 0.3;
const reloadMinSize = 1000;
const retryLoadMs = 2000;
/** «Tengo a la mano» shows this many recipes per page. */
export const pantryPageSize = 12;
/** Recipe cards (and their ingredient lines) kept in memory: a search answers from them without a query. */
const cardCacheSize = 100_000;
/** The deepest page a search serves: nobody reads a ranking past it. */
const maxOffset = 1000;


// ---- cursors of a ranking: its offset, opaque to the client ----

export const encodeOffsetCursor = (offset: number): string => encodeCursorParts(['o', offset]);

/** The offset a search's cursor carries; anything else is the API's Spanish 400. */
export function decodeOffsetCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const parts = cursorParts(cursor);
  const offset = parts?.length === 2 && parts[0] === 'o' ? parts[1] : null;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset > maxOffset) {
    throw badRequest(recipeTexts.errors.invalidCursor, 'INVALID_CURSOR');
  }
  return offset;
}

export interface BookSearchPage {
  items: RecipeSummary[];
  nextCursor: string | null;
  /** The query with misspelt words replaced by known ones, when that changed anything. */
  corrected: string | null;
}

export class RecipeSearch {
  private index = new SearchIndex();
  private loaded: Promise<void> = Promise.resolve();
  private stopListening: (() => void) | null = null;
  /** Ids changed since the last re-read, or 'all' for a reload. */
  private pending = new Set<string>();
  private reloadWanted = false;
  private applying: Promise<void> | null = null;
  /** The newest change notice the index has taken in (read or queued), and who waits for a newer one. */
  private noticeSeen = 0;
  private readonly noticeWaiters = new Set<() => void>();
  /**
   * The cards and ingredient lines of recipes found recently, exact like the index: a change notice drops
   * the changed recipes (every card when it names none), and a read that a notice overtook is not kept.
   */
  private readonly cards = new LRUCache<string, RecipeSummary>({ max: cardCacheSize });
  private readonly lines = new LRUCache<string, string[]>({ max: cardCacheSize });
  private cardGeneration = 0;

  constructor(
    private readonly db: Database,
    private readonly log: { warn: (object: unknown, message: string) => void },
  ) {}

  /** Loads the index and follows the change notices from then on. */
  start(live: LiveHub): void {
    this.stopListening = live.subscribe(
      [recipesChangedTopic],
      (event) => {
        this.sawNotice(event.id);
        const ids = event.payload.ids;
        this.forgetCards(Array.isArray(ids) ? ids.map(String) : null);
        if (Array.isArray(ids)) for (const id of ids) this.pending.add(String(id));
        else this.reloadWanted = true;
        this.applySoon();
      },
      () => {
        this.forgetCards(null);
        this.reloadWanted = true;
        this.applySoon();
      },
    );
    this.loaded = this.loadUntilDone();
  }

  /**
   * The first load, tried again every few seconds while the database cannot answer it, then the cards
   * searches are likely to show, so that even the first searches answer from memory.
   */
  private async loadUntilDone(): Promise<void> {
    for (;;) {
      try {
        await this.reload();
        return await this.rememberLikelyShown();
      } catch (error) {
        this.log.warn({ err: error }, 'No se pudo cargar el índice de búsqueda; se vuelve a intentar');
        await new Promise((resolve) => setTimeout(resolve, retryLoadMs));
      }
    }
  }

  stop(): void {
    this.stopListening?.();
  }

  /** Resolves once the index holds the book and every change notified so far. */
  async settled(): Promise<void> {
    await this.loaded;
    while (this.applying) await this.applying;
  }

  /**
   * Resolves once every recipe change committed before the call is in the index: the notices arrive a
   * moment after their commit, so a test (or a caller that must read its own write) waits here.
   */
  async caughtUp(): Promise<void> {
    const newest = await newestRecipeNoticeId(this.db, recipesChangedTopic);
    while (this.noticeSeen < newest) await new Promise<void>((resolve) => this.noticeWaiters.add(resolve));
    await this.settled();
  }

  private sawNotice(id: number): void {
    this.noticeSeen = Math.max(this.noticeSeen, id);
    for (const wake of this.noticeWaiters) wake();
    this.noticeWaiters.clear();
  }

  /**
   * The book's search: name, author and ingredients; filters and the viewer's lists narrow it, and the
   * cooks the viewer blocked are left out (visibility.ts; hidden recipes are not in the index at all).
   */
  async book(query: RecipeListQuery, viewerId: string | null): Promise<BookSearchPage> {
    await this.settled();
    const offset = decodeOffsetCursor(query.cursor);
    const [favorites, blocked] = await Promise.all([
      query.filter === 'favorites' ? favoriteIdsOf(this.db, viewerId!) : undefined,
      blockedAuthorsOf(this.db, viewerId),
    ]);
    const filters: BookFilters = {
      mealType: query.mealType,
      nationality: query.nationality,
      difficulty: query.difficulty,
      authorId: query.filter === 'mine' ? viewerId! : undefined,
      ids: favorites,
      exceptAuthors: blocked.size ? blocked : undefined,
    };
    const { words, corrected } = this.index.understand(query.q ?? '', bookFields);
    if (!words.length) return { items: [], nextCursor: null, corrected: null };
    const { ids, more } = this.index.searchText({ words, fields: bookFields, filters, offset, limit: query.limit });
    return {
      items: await this.cardsOf(ids),
      nextCursor: more ? encodeOffsetCursor(offset + query.limit) : null,
      corrected,
    };
  }

  /** «Qué te provoca»: name, ingredients, description, nationality and meal type, flavours understood; not by `blocked` cooks. */
  async craving(q: string, blocked?: ReadonlySet<string>): Promise<CravingResult> {
    await this.settled();
    const { words, corrected } = this.index.understand(q, cravingFields);
    if (!words.length) return { items: [], nextCursor: null, corrected: null };
    const filters = blocked?.size ? { exceptAuthors: blocked } : undefined;
    const { ids } = this.index.searchText({ words, fields: cravingFields, filters, offset: 0, limit: cookingLimits.results });
    return { items: await this.cardsOf(ids), nextCursor: null, corrected };
  }

  /**
   * «Tengo a la mano»: a page of recipes ranked by rankPantryMatches' rule, each with what the cook has.
   * Recipes by `blocked` cooks leave the page (it may come out shorter; the next cursor is unchanged).
   */
  async pantry(selected: readonly string[], cursor: string | undefined, blocked?: ReadonlySet<string>): Promise<IngredientSearchResult> {
    await this.settled();
    const offset = decodeOffsetCursor(cursor);
    const { hits, more } = this.index.searchPantry(selectionKeys(selected), offset, pantryPageSize);
    const ids = hits.map((hit) => hit.id);
    const [cards, linesOf] = await Promise.all([this.cardsOf(ids), this.linesOf(ids)]);
    const summaries = blocked?.size ? cards.filter((card) => !blocked.has(card.authorId)) : cards;
    const match = pantryMatcher(selected);
    return {
      items: summaries.map((recipe) => {
        const { have, missing, ratio } = match(linesOf.get(recipe.id) ?? []);
        return { recipe, have, missing, ratio };
      }),
      nextCursor: more ? encodeOffsetCursor(offset + pantryPageSize) : null,
    };
  }

  /** The cards of these recipes in order, from memory, the others read in one query. */
  private async cardsOf(ids: readonly string[]): Promise<RecipeSummary[]> {
    const cards = await this.remembered(this.cards, ids, async (absent) => {
      const read = await summariesByIds(this.db, absent);
      return new Map(read.map((card) => [card.id, card]));
    });
    return ids.flatMap((id) => cards.get(id) ?? []);
  }

  /** Reads into memory the cards and ingredient lines of the recipes a search is likely to show. */
  private async rememberLikelyShown(): Promise<void> {
    const ids = this.index.likelyShown(cardCacheSize);
    for (let start = 0; start < ids.length; start += loadBatch) {
      const batch = ids.slice(start, start + loadBatch);
      await Promise.all([this.cardsOf(batch), this.linesOf(batch)]);
    }
  }

  /** The ingredient lines of these recipes, from memory, the others read in one query. */
  private linesOf(ids: readonly string[]): Promise<Map<string, string[]>> {
    return this.remembered(this.lines, ids, (absent) => ingredientNamesOf(this.db, absent));
  }

  /**
   * What `memory` holds for these ids, the others read at once and kept, unless a change notice came while
   * they were read (the read may predate the change).
   */
  private async remembered<T extends object>(
    memory: LRUCache<string, T>,
    ids: readonly string[],
    read: (absent: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const absent: string[] = [];
    for (const id of ids) {
      const known = memory.get(id);
      if (known) found.set(id, known);
      else absent.push(id);
    }
    if (!absent.length) return found;
    const generation = this.cardGeneration;
    for (const [id, value] of await read(absent)) {
      if (generation === this.cardGeneration) memory.set(id, value);
      found.set(id, value);
    }
    return found;
  }

  private forgetCards(ids: readonly string[] | null): void {
    this.cardGeneration += 1;
    if (!ids) {
      this.cards.clear();
      this.lines.clear();
      return;
    }
    for (const id of ids) {
      this.cards.delete(id);
      this.lines.delete(id);
    }
  }

  private applySoon(): void {
    this.applying ??= (async () => {
      // Notices that arrive while this runs are taken by the next round.
      while (this.reloadWanted || this.pending.size) {
        if (this.reloadWanted) {
          this.reloadWanted = false;
          this.pending.clear();
          await this.reload();
          continue;
        }
        const ids = [...this.pending];
        this.pending.clear();
        await this.loaded;
        const found = await documentsOf(this.db, ids);
        for (const doc of found) this.index.put(doc);
        const kept = new Set(found.map((doc) => doc.id));
        for (const id of ids) if (!kept.has(id)) this.index.remove(id);
        if (this.index.size >= reloadMinSize && this.index.deadShare > reloadDeadShare) this.reloadWanted = true;
      }
    })()
      .catch((error: unknown) => {
        // The next notice tries again; until then searches answer from what the index holds.
        this.reloadWanted = true;
        this.log.warn({ err: error }, 'No se pudo actualizar el índice de búsqueda');
      })
      .finally(() => {
        this.applying = null;
      });
  }

  /** Builds a new index from the whole book and swaps it in; searches meanwhile use the old one. */
  private async reload(): Promise<void> {
    // Every change before this notice is in what is read next.
    const noticeBefore = await newestRecipeNoticeId(this.db, recipesChangedTopic);
    const fresh = new SearchIndex();
    for (let after: string | null = null; ; ) {
      const batch = await documentsAfter(this.db, after, loadBatch);
      for (const doc of batch) fresh.put(doc);
      if (batch.length < loadBatch) break;
      after = batch.at(-1)!.id;
    }
    this.index = fresh;
    this.sawNotice(noticeBefore);
  }
}
