// «Qué te provoca»: free text against recipe names, descriptions and ingredients. Full-text search on the
// Spanish search_vector first (every word, as typed or with typos corrected against the known words);
// when nothing has them all, any of the words or a name similar to the text (pg_trgm, typo-tolerant).
import { desc, eq, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { CravingResult } from '#shared/contract/cooking.ts';
import { cookingLimits } from '#shared/domain/content-rules.ts';
import { asksForNothing, cravingWords } from '#shared/domain/craving.ts';
import type { Database, Executor } from '../../db/connect.ts';
import { recipeIngredients, recipes } from '../../db/schema.ts';
import { summariesInOrder } from './cooking.repository.ts';
import { WordDictionary } from './word-dictionary.ts';

/** The dictionary is rebuilt in the background once older than this; searches never wait for a rebuild. */
const dictionaryMaxAgeMs = 5 * 60_000;
const maxCandidates = 500;

/**
 * The ranking query of one stage: 'all' wants every word (as typed, or as corrected); 'any' wants any word,
 * or a name similar to the text as typed (pg_trgm). Each condition is its own indexed branch, and a very
 * common word matches thousands of recipes: only the first `maxCandidates` of each branch are ranked,
 * names like the text first.
 */
export function cravingRankQuery(db: Executor, stage: 'all' | 'any', typed: string, corrected: string) {
  // Only letters, digits and spaces are left after normalising, so the words cannot carry tsquery syntax.
  const anyWord = [...new Set([...typed.split(' '), ...corrected.split(' ')])].join(' | ');
  const tsquery =
    stage === 'all'
      ? sql`websearch_to_tsquery('spanish', ${typed}) || websearch_to_tsquery('spanish', ${corrected})`
      : sql`to_tsquery('spanish', ${anyWord})`;
  const byWords = db
    .select({ id: recipes.id })
    .from(recipes)
    .where(sql`${recipes.searchVector} @@ (${tsquery})`)
    .limit(maxCandidates);
  const byName = db
    .select({ id: recipes.id })
    .from(recipes)
    .where(sql`${recipes.nameSearch} %> ${typed}`)
    .limit(maxCandidates);
  const hits = db.$with('hits').as(stage === 'all' ? byWords : union(byWords, byName));
  return db
    .with(hits)
    .select({ id: recipes.id })
    .from(hits)
    .innerJoin(recipes, eq(recipes.id, hits.id))
    .orderBy(
      sql`word_similarity(${corrected}, ${recipes.nameSearch}) + ts_rank_cd(${recipes.searchVector}, (${tsquery}), 1) DESC`,
      desc(recipes.createdAt),
      recipes.id,
    )
    .limit(cookingLimits.results);
}

export class CravingSearch {
  private dictionary: { words: WordDictionary; builtAt: number } | null = null;
  private building: Promise<WordDictionary> | null = null;

  constructor(private readonly db: Database) {}

  async search(q: string): Promise<CravingResult> {
    const words = cravingWords(q);
    if (asksForNothing(words)) return { items: [], nextCursor: null, corrected: null };
    const dictionary = await this.words();
    const correctedWords = words.map((word) => dictionary.correct(word));
    const typed = words.join(' ');
    const corrected = correctedWords.join(' ');
    let ids = await this.rank('all', typed, corrected);
    if (!ids.length) ids = await this.rank('any', typed, corrected);
    return {
      items: await summariesInOrder(this.db, ids),
      nextCursor: null,
      corrected: corrected === typed ? null : corrected,
    };
  }

  private async rank(stage: 'all' | 'any', typed: string, corrected: string): Promise<string[]> {
    const rows = await cravingRankQuery(this.db, stage, typed, corrected);
    return rows.map((row) => row.id);
  }

  /** The known words; only the first search of a process waits while they are read. */
  private async words(): Promise<WordDictionary> {
    const current = this.dictionary;
    if (current && Date.now() - current.builtAt < dictionaryMaxAgeMs) return current.words;
    this.building ??= this.readWords()
      .then((words) => {
        this.dictionary = { words, builtAt: Date.now() };
        return words;
      })
      .finally(() => {
        this.building = null;
      });
    if (!current) return this.building;
    // A failed rebuild keeps the old words; the next search tries again.
    this.building.catch(() => {});
    return current.words;
  }

  private async readWords(): Promise<WordDictionary> {
    const { rows } = await this.db.execute<{ word: string; n: number }>(sql`
      SELECT word, count(*)::int AS n FROM (
        SELECT regexp_split_to_table(${recipes.nameSearch}, ' ') AS word FROM ${recipes}
        UNION ALL
        SELECT regexp_split_to_table(${recipeIngredients.key}, ' ') FROM ${recipeIngredients}
      ) w
      WHERE length(word) >= 3
      GROUP BY word`);
    return new WordDictionary(rows);
  }
}
