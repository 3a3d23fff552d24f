// Rows of the recipe book: the keyset-paginated list, whose every shape is served by an index of
// schema.ts (see recipes.explain.test.ts and the bench notes), one whole recipe for its detail, and
// the views that count towards culinary_explorer.
import { and, asc, eq, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Page } from '#shared/contract/page.ts';
import type { Recipe, RecipeListQuery, RecipeSummary, Step } from '#shared/contract/recipes.ts';
import { averageRating } from '#shared/domain/ratings.ts';
import type { Database, Executor, Tx } from '../../db/connect.ts';
import { profiles, recipeFavorites, recipeIngredients, recipeRatings, recipes, recipeViews, userBlocks } from '../../db/schema.ts';
import { underReviewFor, visibleTo } from '../moderation/visibility.ts';
import { cursorTimestamp, encodeCursor, isUuid, type CursorKind, type SortKey } from './cursor.ts';
import { fixedSql, queryPrepared } from './prepared.ts';

/** The columns of a recipe card (its average is derived from count and sum), for typed Drizzle selects. */
export const recipeSummaryFields = {
  id: recipes.id,
  name: recipes.name,
  description: recipes.description,
  author: recipes.author,
  authorId: recipes.authorId,
  imageUrl: recipes.imageUrl,
  totalTime: recipes.totalTime,
  mealType: recipes.mealType,
  nationality: recipes.nationality,
  difficulty: recipes.difficulty,
  ratingCount: recipes.ratingCount,
  totalRatingSum: recipes.totalRatingSum,
  createdAt: recipes.createdAt,
};

const r = recipes;
/** A recipe as the visibility rule of issue 17 reads it. */
export const recipeItem = { hiddenAt: r.hiddenAt, authorId: r.authorId };

// ---- the list ----

/**
 * A list row: the card's columns under their schema keys (camelCase, which no SQL column is called),
 * with the creation time as cursors carry it (microseconds) instead of a Date.
 */
type ListRow = Omit<RecipeSummary, 'averageRating' | 'createdAt' | 'underReview'> & { totalRatingSum: number; createdKey: string; hidden: boolean };
const { createdAt: _createdAt, ...cardColumns } = recipeSummaryFields;
const listColumns: Record<keyof ListRow, SQLWrapper> = { ...cardColumns, createdKey: cursorTimestamp(r.createdAt), hidden: sql`${r.hiddenAt} IS NOT NULL` };

const column = {
  authorId: fixedSql(sql`${r.authorId}`),
  difficulty: fixedSql(sql`${r.difficulty}`),
  nationality: fixedSql(sql`${r.nationality}`),
  mealType: fixedSql(sql`${r.mealType}`),
};
const selectedColumns = fixedSql(
  sql.join(
    Object.entries(listColumns).map(([name, value]) => sql`${value} AS ${sql.identifier(name)}`),
    sql`, `,
  ),
);
const fromRecipes = fixedSql(sql`${r}`);
const fromFavoritesOf = fixedSql(sql`${r} JOIN ${recipeFavorites} ON ${recipeFavorites.recipeId} = ${r.id} AND ${recipeFavorites.userId} =`);
// NULLS LAST as in the indexes, so they serve the ORDER BY.
const sort = {
  newest: { order: fixedSql(sql`${r.createdAt} DESC NULLS LAST, ${r.id} DESC NULLS LAST`), key: fixedSql(sql`(${r.createdAt}, ${r.id})`) },
  featured: {
    order: fixedSql(sql`${r.ratingCount} DESC NULLS LAST, ${r.createdAt} DESC NULLS LAST, ${r.id} DESC NULLS LAST`),
    key: fixedSql(sql`(${r.ratingCount}, ${r.createdAt}, ${r.id})`),
  },
};

/** Featured sorts by ratingCount, everything else newest first; its cursors say which. */
export const listSortKind = (query: RecipeListQuery): Exclude<CursorKind, 'comments'> => (query.filter === 'featured' ? 'featured' : 'newest');

/**
 * The one SELECT behind GET /api/recipes without a search (a search is answered by the search index). The page continues strictly after `after`, the sort key the
 * route decoded from the query's cursor (null for the first page). mine/favorites need a viewer (the
 * route checks).
 */
export function listRecipesSql(query: RecipeListQuery, after: SortKey | null, viewerId: string | null): SQL {
  const kind = listSortKind(query);
  const where: SQL[] = [];
  const from = query.filter === 'favorites' ? sql`${fromFavoritesOf} ${viewerId}` : fromRecipes;
  if (query.filter === 'mine') where.push(sql`${column.authorId} = ${viewerId}`);
  if (query.difficulty) where.push(sql`${column.difficulty} = ${query.difficulty}`);
  if (query.nationality) where.push(sql`${column.nationality} = ${query.nationality}`);
  if (query.mealType) where.push(sql`${column.mealType} = ${query.mealType}`);
  where.push(visibleTo(viewerId, recipeItem));
  if (after) {
    where.push(
      kind === 'featured'
        ? sql`${sort.featured.key} < (${after.ratingCount}::int, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
        : sql`${sort.newest.key} < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const filter = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  // The limit is a literal (a validated integer): as a parameter, a generic plan would assume 10 % of the table.
  return sql`SELECT ${selectedColumns} FROM ${from} ${filter} ORDER BY ${sort[kind].order} LIMIT ${sql.raw(String(Math.trunc(query.limit) + 1))}`;
}

function toSummary(row: ListRow): RecipeSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    author: row.author,
    authorId: row.authorId,
    imageUrl: row.imageUrl,
    totalTime: row.totalTime,
    mealType: row.mealType,
    nationality: row.nationality,
    difficulty: row.difficulty,
    averageRating: averageRating(row.totalRatingSum, row.ratingCount),
    ratingCount: row.ratingCount,
    // createdKey is an ISO instant with microseconds; the API shows milliseconds like toISOString().
    createdAt: `${row.createdKey.slice(0, 23)}Z`,
    // A hidden row reaches a list only for its author (visibleTo), who sees it «En revisión».
    underReview: row.hidden,
  };
}

/** A page of the list after `after`, the sort key of the query's cursor (decodeCursor with listSortKind's kind). */
export async function listRecipes(
  db: Database,
  query: RecipeListQuery,
  after: SortKey | null,
  viewerId: string | null,
): Promise<Page<RecipeSummary>> {
  const rows = await queryPrepared<ListRow>(db, listRecipesSql(query, after, viewerId));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor(listSortKind(query), { createdAt: last.createdKey, id: last.id, ratingCount: last.ratingCount })
      : null;
  return { items: page.map(toSummary), nextCursor };
}

const byIdsSql = fixedSql(sql`SELECT ${selectedColumns} FROM ${r} WHERE ${r.id} = ANY(`);

/** The cards of these recipes in the order of the ids (a recipe deleted meanwhile is left out): one prepared read on the primary key. */
export async function summariesByIds(db: Database, ids: readonly string[]): Promise<RecipeSummary[]> {
  if (!ids.length) return [];
  const rows = await queryPrepared<ListRow>(db, sql`${byIdsSql}${sql.param([...ids])}::uuid[])`);
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Whether the viewer's book differs from everyone's (issue 17): they blocked a cook, or a recipe of theirs
 * is hidden by reports (they still see it). Two probes of indexes (user_blocks' key, recipes_author_idx).
 */
export async function seesOwnBook(db: Executor, viewerId: string): Promise<boolean> {
  const [blocks, hidden] = await Promise.all([
    db.select({ one: sql`1` }).from(userBlocks).where(eq(userBlocks.blockerId, viewerId)).limit(1),
    db
      .select({ one: sql`1` })
      .from(r)
      .where(and(eq(r.authorId, viewerId), isNotNull(r.hiddenAt)))
      .limit(1),
  ]);
  return blocks.length > 0 || hidden.length > 0;
}

// ---- one recipe ----

/** Whether the recipe exists and the viewer may see it (visibility.ts). */
export async function recipeExists(executor: Executor, recipeId: string, viewerId: string | null): Promise<boolean> {
  if (!isUuid(recipeId)) return false;
  const rows = await executor
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.id, recipeId), visibleTo(viewerId, recipeItem)));
  return rows.length > 0;
}

/**
 * The whole recipe with the viewer's own rating and favourite flag; null when there is no such recipe
 * or the viewer may not see it (hidden by reports, or by a cook they blocked: the same 404).
 */
export async function findRecipe(executor: Executor, id: string, viewerId: string | null): Promise<Recipe | null> {
  if (!isUuid(id)) return null;
  const [row] = await executor
    .select({
      ...recipeSummaryFields,
      servings: r.servings,
      steps: r.steps,
      favoritesCount: r.favoritesCount,
      commentsCount: r.commentsCount,
      updatedAt: r.updatedAt,
      underReview: underReviewFor(viewerId, recipeItem),
    })
    .from(r)
    .where(and(eq(r.id, id), visibleTo(viewerId, recipeItem)));
  if (!row) return null;
  const [ingredients, mine, favorite] = await Promise.all([
    executor
      .select({ quantity: recipeIngredients.quantity, name: recipeIngredients.name, image: recipeIngredients.image })
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, id))
      .orderBy(asc(recipeIngredients.position)),
    viewerId
      ? executor
          .select({ stars: recipeRatings.stars })
          .from(recipeRatings)
          .where(and(eq(recipeRatings.recipeId, id), eq(recipeRatings.userId, viewerId)))
      : [],
    viewerId
      ? executor
          .select({ recipeId: recipeFavorites.recipeId })
          .from(recipeFavorites)
          .where(and(eq(recipeFavorites.recipeId, id), eq(recipeFavorites.userId, viewerId)))
      : [],
  ]);
  return {
    ...row,
    // The editor validated every step against the contract before writing the JSONB column.
    steps: row.steps as Step[],
    ingredients,
    averageRating: averageRating(row.totalRatingSum, row.ratingCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    myRating: mine[0]?.stars ?? 0,
    isFavorite: favorite.length > 0,
  };
}

// ---- views ----

/**
 * Takes the recipe's key lock for the transaction, so a concurrent delete cannot break the foreign key
 * of a row written beside it; false when there is no such recipe.
 */
export async function lockRecipeKey(tx: Tx, recipeId: string): Promise<boolean> {
  if (!isUuid(recipeId)) return false;
  const rows = await tx.select({ id: r.id }).from(r).where(eq(r.id, recipeId)).for('key share');
  return rows.length > 0;
}

/** Records that the cook opened the recipe; false when they had opened it before. */
export async function insertRecipeView(tx: Tx, userId: string, recipeId: string): Promise<boolean> {
  const inserted = await tx
    .insert(recipeViews)
    .values({ userId, recipeId })
    .onConflictDoNothing()
    .returning({ recipeId: recipeViews.recipeId });
  return inserted.length > 0;
}

export async function countRecipeExplored(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(profiles)
    .set({ recipesExplored: sql`${profiles.recipesExplored} + 1` })
    .where(eq(profiles.userId, userId));
}
