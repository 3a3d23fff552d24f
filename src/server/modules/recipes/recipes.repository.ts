// Reads of the recipe book: the keyset-paginated list, whose every shape is served by an index of
// schema.ts (see recipes.explain.test.ts and the bench notes), and one whole recipe for its detail.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Page, Recipe, RecipeListQuery, RecipeSummary, Step } from '#shared/contract/recipes.ts';
import { averageRating } from '#shared/domain/ratings.ts';
import { normaliseSearchText } from '#shared/domain/text.ts';
import type { Database } from '../../db/connect.ts';
import { profiles, recipeFavorites, recipeIngredients, recipeRatings, recipes, recipeViews } from '../../db/schema.ts';
import { refreshAchievements } from '../achievements/achievements.service.ts';
import { cursorTimestamp, decodeCursor, encodeCursor, isUuid, type CursorKind } from './cursor.ts';
import { fixedSql, queryPrepared } from './prepared.ts';

interface SummaryRow extends Record<string, unknown> {
  id: string;
  name: string;
  description: string;
  author: string;
  author_id: string;
  image_url: string | null;
  total_time: string;
  meal_type: string;
  nationality: string;
  difficulty: string;
  rating_count: number;
  total_rating_sum: number;
  created_key: string;
}

/** LIKE wildcards in what a person typed are literal characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The words a search asks for, folded like name_search: each must appear, in any order. Words of one or
 * two letters («de», «al») match nearly every name and no trigram can find them, so they only count
 * when the search has nothing longer.
 */
export function searchWords(q: string | undefined): string[] {
  const words = [...new Set(normaliseSearchText(q ?? '').split(' ').filter(Boolean))];
  const long = words.filter((word) => word.length >= 3);
  return (long.length ? long : words).slice(0, 8);
}

const r = recipes;
const column = {
  authorId: fixedSql(sql`${r.authorId}`),
  difficulty: fixedSql(sql`${r.difficulty}`),
  nationality: fixedSql(sql`${r.nationality}`),
  mealType: fixedSql(sql`${r.mealType}`),
  nameSearch: fixedSql(sql`${r.nameSearch}`),
};
const summaryColumns = fixedSql(sql`${r.id} AS id, ${r.name} AS name, ${r.description} AS description, ${r.author} AS author,
  ${r.authorId} AS author_id, ${r.imageUrl} AS image_url, ${r.totalTime} AS total_time, ${r.mealType} AS meal_type,
  ${r.nationality} AS nationality, ${r.difficulty} AS difficulty, ${r.ratingCount} AS rating_count,
  ${r.totalRatingSum} AS total_rating_sum, ${cursorTimestamp(r.createdAt)} AS created_key`);
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

const sortKind = (query: RecipeListQuery): Exclude<CursorKind, 'comments'> => (query.filter === 'featured' ? 'featured' : 'newest');

/**
 * The one SELECT behind GET /api/recipes. Featured sorts by ratingCount, everything else newest first;
 * the cursor continues strictly after the last row's sort key. mine/favorites need a viewer (the route checks).
 */
export function listRecipesSql(query: RecipeListQuery, viewerId: string | null): SQL {
  const kind = sortKind(query);
  const where: SQL[] = [];
  const from = query.filter === 'favorites' ? sql`${fromFavoritesOf} ${viewerId}` : fromRecipes;
  if (query.filter === 'mine') where.push(sql`${column.authorId} = ${viewerId}`);
  if (query.difficulty) where.push(sql`${column.difficulty} = ${query.difficulty}`);
  if (query.nationality) where.push(sql`${column.nationality} = ${query.nationality}`);
  if (query.mealType) where.push(sql`${column.mealType} = ${query.mealType}`);
  // name_search and the words are both folded to lower case, so LIKE (cheaper than ILIKE) is exact.
  for (const word of searchWords(query.q)) where.push(sql`${column.nameSearch} LIKE ${`%${escapeLike(word)}%`}`);
  if (query.cursor) {
    const key = decodeCursor(kind, query.cursor);
    where.push(
      kind === 'featured'
        ? sql`${sort.featured.key} < (${key.ratingCount}::int, ${key.createdAt}::timestamptz, ${key.id}::uuid)`
        : sql`${sort.newest.key} < (${key.createdAt}::timestamptz, ${key.id}::uuid)`,
    );
  }
  const filter = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  // The limit is a literal (a validated integer): as a parameter, a generic plan would assume 10 % of the table.
  return sql`SELECT ${summaryColumns} FROM ${from} ${filter} ORDER BY ${sort[kind].order} LIMIT ${sql.raw(String(Math.trunc(query.limit) + 1))}`;
}

function toSummary(row: SummaryRow): RecipeSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    author: row.author,
    authorId: row.author_id,
    imageUrl: row.image_url,
    totalTime: row.total_time,
    mealType: row.meal_type,
    nationality: row.nationality,
    difficulty: row.difficulty,
    averageRating: averageRating(row.total_rating_sum, row.rating_count),
    ratingCount: row.rating_count,
    // created_key is an ISO instant with microseconds; the API shows milliseconds like toISOString().
    createdAt: `${row.created_key.slice(0, 23)}Z`,
  };
}

export async function listRecipes(db: Database, query: RecipeListQuery, viewerId: string | null): Promise<Page<RecipeSummary>> {
  const statement = listRecipesSql(query, viewerId);
  // A search's best plan depends on how common the words are (trigram index or newest-first walk), so
  // it is planned each time; every other shape has one good plan and is prepared.
  const rows = searchWords(query.q).length
    ? (await db.execute<SummaryRow>(statement)).rows
    : await queryPrepared<SummaryRow>(db, statement);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor(sortKind(query), { createdAt: last.created_key, id: last.id, ratingCount: last.rating_count })
      : null;
  return { items: page.map(toSummary), nextCursor };
}

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

/** The whole recipe with the viewer's own rating and favourite flag; null when there is no such recipe. */
export async function findRecipe(db: Database, id: string, viewerId: string | null): Promise<Recipe | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      ...recipeSummaryFields,
      steps: recipes.steps,
      favoritesCount: recipes.favoritesCount,
      commentsCount: recipes.commentsCount,
      updatedAt: recipes.updatedAt,
    })
    .from(recipes)
    .where(eq(recipes.id, id));
  if (!row) return null;
  const [ingredients, mine, favorite] = await Promise.all([
    db
      .select({ quantity: recipeIngredients.quantity, name: recipeIngredients.name, image: recipeIngredients.image })
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, id))
      .orderBy(asc(recipeIngredients.position)),
    viewerId
      ? db
          .select({ stars: recipeRatings.stars })
          .from(recipeRatings)
          .where(and(eq(recipeRatings.recipeId, id), eq(recipeRatings.userId, viewerId)))
      : [],
    viewerId
      ? db
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

/** A distinct opened recipe counts once towards culinary_explorer (DESIGN §3); false when there is no such recipe. */
export async function recordRecipeView(db: Database, recipeId: string, userId: string): Promise<boolean> {
  if (!isUuid(recipeId)) return false;
  return db.transaction(async (tx) => {
    // Holding the recipe's key lock keeps a concurrent delete from breaking the foreign key mid-way.
    const { rows } = await tx.execute(sql`SELECT 1 FROM ${recipes} WHERE ${recipes.id} = ${recipeId} FOR KEY SHARE`);
    if (!rows.length) return false;
    const inserted = await tx
      .insert(recipeViews)
      .values({ userId, recipeId })
      .onConflictDoNothing()
      .returning({ recipeId: recipeViews.recipeId });
    if (!inserted.length) return true;
    await tx
      .update(profiles)
      .set({ recipesExplored: sql`${profiles.recipesExplored} + 1` })
      .where(eq(profiles.userId, userId));
    await refreshAchievements(tx, userId);
    return true;
  });
}
