// Rows the search index is built from and answers with: recipes as the index reads them, in batches
// for a whole load or by id for the changed ones, and the ingredient lines of a page of results.
import { and, asc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { liveEvents, recipeFavorites, recipeIngredients, recipes } from '../../db/schema.ts';
import { fixedSql, queryPrepared } from '../recipes/prepared.ts';
import type { SearchDocument } from '#shared/domain/search-index.ts';

const documentColumns = {
  id: recipes.id,
  name: recipes.name,
  author: recipes.author,
  authorId: recipes.authorId,
  description: recipes.description,
  mealType: recipes.mealType,
  nationality: recipes.nationality,
  difficulty: recipes.difficulty,
  ratingCount: recipes.ratingCount,
  createdAt: recipes.createdAt,
};

async function withIngredients(db: Database, rows: (Omit<SearchDocument, 'createdAt' | 'ingredients'> & { createdAt: Date })[]): Promise<SearchDocument[]> {
  const namesOf = await ingredientNamesOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime(), ingredients: namesOf.get(row.id) ?? [] }));
}

/**
 * Recipes hidden by reports are not searchable by anyone (issue 17): they leave the index on the change
 * notice that hiding them sends, and come back with the one that restores them.
 */
const searchable = isNull(recipes.hiddenAt);

/** Up to `limit` recipes after `afterId` in id order: the whole book is read in such batches. */
export async function documentsAfter(db: Database, afterId: string | null, limit: number): Promise<SearchDocument[]> {
  const rows = await db
    .select(documentColumns)
    .from(recipes)
    .where(and(searchable, afterId ? gt(recipes.id, afterId) : undefined))
    .orderBy(asc(recipes.id))
    .limit(limit);
  return withIngredients(db, rows);
}

/** These recipes as they are now; a deleted or hidden one is left out. */
export async function documentsOf(db: Database, ids: readonly string[]): Promise<SearchDocument[]> {
  if (!ids.length) return [];
  return withIngredients(db, await db.select(documentColumns).from(recipes).where(and(searchable, inArray(recipes.id, [...ids]))));
}

const linesSql = fixedSql(
  sql`SELECT ${recipeIngredients.recipeId} AS "recipeId", ${recipeIngredients.name} AS "name" FROM ${recipeIngredients} WHERE ${recipeIngredients.recipeId} = ANY(`,
);
const linesOrder = fixedSql(sql`) ORDER BY ${recipeIngredients.recipeId}, ${recipeIngredients.position}`);

/** The ingredient lines of each of these recipes, as written and in their order: one prepared read. */
export async function ingredientNamesOf(db: Database, recipeIds: readonly string[]): Promise<Map<string, string[]>> {
  const namesOf = new Map<string, string[]>();
  if (!recipeIds.length) return namesOf;
  const rows = await queryPrepared<{ recipeId: string; name: string }>(
    db,
    sql`${linesSql}${sql.param([...recipeIds])}::uuid[]${linesOrder}`,
  );
  for (const row of rows) {
    const names = namesOf.get(row.recipeId);
    if (names) names.push(row.name);
    else namesOf.set(row.recipeId, [row.name]);
  }
  return namesOf;
}

/** The ids of the cook's favourite recipes. */
export async function favoriteIdsOf(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: recipeFavorites.recipeId })
    .from(recipeFavorites)
    .where(eq(recipeFavorites.userId, userId));
  return new Set(rows.map((row) => row.id));
}

/** The id of the newest change notice of the recipes (0 when none is kept). */
export async function newestRecipeNoticeId(db: Database, topic: string): Promise<number> {
  const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents).where(and(eq(liveEvents.topic, topic)));
  return Number(row?.id ?? 0);
}
