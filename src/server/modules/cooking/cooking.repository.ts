// Reads behind the three ways to find a recipe and the offline catalogue, and the rows of cook sessions.
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { KnownIngredient } from '#shared/contract/cooking.ts';
import type { Recipe, RecipeSummary, Step } from '#shared/contract/recipes.ts';
import type { MealType } from '#shared/domain/catalog.ts';
import { averageRating } from '#shared/domain/ratings.ts';
import type { Executor, Tx } from '../../db/connect.ts';
import {
  cookSessions,
  profiles,
  recipeFavorites,
  recipeIngredients,
  recipeRatings,
  recipes,
  recipeViews,
} from '../../db/schema.ts';
import { underReviewFor, visibleTo } from '../moderation/visibility.ts';
import { recipeItem, recipeSummaryFields as summaryFields } from '../recipes/recipes.repository.ts';

type SummaryRow = Omit<RecipeSummary, 'averageRating' | 'createdAt'> & {
  totalRatingSum: number;
  createdAt: Date;
};

function toSummary({ totalRatingSum, createdAt, ...row }: SummaryRow): RecipeSummary {
  return {
    ...row,
    averageRating: averageRating(totalRatingSum, row.ratingCount),
    createdAt: createdAt.toISOString(),
  };
}

const lineCount = () => sql<number>`count(*)`;

/** Most used written form of each ingredient key, commonest first, for the typeahead. */
export async function knownIngredients(db: Executor, limit = 2000): Promise<KnownIngredient[]> {
  return db
    .select({
      key: recipeIngredients.key,
      name: sql<string>`mode() WITHIN GROUP (ORDER BY ${recipeIngredients.name})`,
    })
    .from(recipeIngredients)
    .where(ne(recipeIngredients.key, ''))
    .groupBy(recipeIngredients.key)
    .orderBy(desc(lineCount()), recipeIngredients.key)
    .limit(limit);
}

/** Recipes of the meal type the viewer may see (visibility.ts), optionally all but one. */
const ofMealType = (viewerId: string | null, mealType: MealType, exclude?: string): SQL =>
  and(eq(recipes.mealType, mealType), exclude ? ne(recipes.id, exclude) : undefined, visibleTo(viewerId, recipeItem))!;

/** How many recipes of the meal type the viewer may see, counted on the (meal_type, created_at, id) index. */
export async function countRecipesOfType(
  db: Executor,
  viewerId: string | null,
  mealType: MealType,
  exclude?: string,
): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(recipes).where(ofMealType(viewerId, mealType, exclude));
  return counted?.n ?? 0;
}

/** The recipe at this position among those of the meal type, newest first, walking the index; null past the end. */
export async function recipeOfTypeAt(
  db: Executor,
  viewerId: string | null,
  mealType: MealType,
  exclude: string | undefined,
  offset: number,
): Promise<RecipeSummary | null> {
  const [row] = await db
    .select({ ...summaryFields, underReview: underReviewFor(viewerId, recipeItem) })
    .from(recipes)
    .where(ofMealType(viewerId, mealType, exclude))
    // NULLS LAST as in the index, or PostgreSQL sorts instead of walking it.
    .orderBy(sql`${recipes.createdAt} DESC NULLS LAST`, sql`${recipes.id} DESC NULLS LAST`)
    .offset(offset)
    .limit(1);
  return row ? toSummary(row) : null;
}

/** True when the recipe exists; its key lock keeps a concurrent delete from breaking the foreign key mid-way. */
export async function lockRecipeKey(tx: Tx, recipeId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .for('key share');
  return Boolean(row);
}

/**
 * A new session, or null when the cook already has one with this clientId (a session cooked offline and
 * sent again): the unique (user_id, client_id) index decides, so two sends at once make one session.
 */
export async function insertCookSession(
  tx: Tx,
  session: {
    userId: string;
    recipeId: string;
    fromPantry: boolean;
    selectedIngredients: string[];
    clientId: string | null;
    ingredientsVerified: boolean;
  },
): Promise<string | null> {
  const [row] = await tx
    .insert(cookSessions)
    .values(session)
    .onConflictDoNothing({ target: [cookSessions.userId, cookSessions.clientId] })
    .returning({ id: cookSessions.id });
  return row?.id ?? null;
}

/** The session the cook's device made with this clientId. */
export async function cookSessionByClientId(
  db: Executor,
  userId: string,
  clientId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: cookSessions.id })
    .from(cookSessions)
    .where(and(eq(cookSessions.userId, userId), eq(cookSessions.clientId, clientId)));
  return row?.id ?? null;
}

/** The session, locked until the end of the caller's transaction; null when there is none. */
export async function lockCookSession(tx: Tx, sessionId: string) {
  const [session] = await tx.select().from(cookSessions).where(eq(cookSessions.id, sessionId)).for('update');
  return session ?? null;
}

export async function recipeIngredientNames(db: Executor, recipeId: string): Promise<string[]> {
  const rows = await db
    .select({ name: recipeIngredients.name })
    .from(recipeIngredients)
    .where(eq(recipeIngredients.recipeId, recipeId));
  return rows.map((row) => row.name);
}

export async function markCookSessionFinished(
  tx: Tx,
  sessionId: string,
  outcome: { rating: number | null; usedOnlyPantry: boolean },
): Promise<void> {
  await tx
    .update(cookSessions)
    .set({ finishedAt: new Date(), ...outcome })
    .where(eq(cookSessions.id, sessionId));
}

export async function markPantryMasterAchieved(tx: Tx, userId: string): Promise<void> {
  await tx.update(profiles).set({ pantryMasterAchieved: true }).where(eq(profiles.userId, userId));
}

// ---- the offline catalogue ----
// Each list of ids ({ id } rows) walks its own index (see offline-catalogue.explain.test.ts); NULLS LAST as in
// the indexes, or PostgreSQL sorts instead of walking them.

/** The cook's favourites, latest saved first. */
export function favoriteRecipeIds(db: Executor, userId: string, limit: number) {
  return db
    .select({ id: recipeFavorites.recipeId })
    .from(recipeFavorites)
    .where(eq(recipeFavorites.userId, userId))
    .orderBy(
      sql`${recipeFavorites.createdAt} DESC NULLS LAST`,
      sql`${recipeFavorites.recipeId} DESC NULLS LAST`,
    )
    .limit(limit);
}

/** The recipes the cook opened (detail or cook mode), latest first. */
export function viewedRecipeIds(db: Executor, userId: string, limit: number) {
  return db
    .select({ id: recipeViews.recipeId })
    .from(recipeViews)
    .where(eq(recipeViews.userId, userId))
    .orderBy(sql`${recipeViews.firstSeenAt} DESC NULLS LAST`, sql`${recipeViews.recipeId} DESC NULLS LAST`)
    .limit(limit);
}

/** The cook's own recipes, newest first. */
export function ownRecipeIds(db: Executor, userId: string, limit: number) {
  return db
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.authorId, userId))
    .orderBy(sql`${recipes.createdAt} DESC NULLS LAST`, sql`${recipes.id} DESC NULLS LAST`)
    .limit(limit);
}

/** The most rated recipes, in the order of «Destacados». */
export function popularRecipeIds(db: Executor, limit: number) {
  return db
    .select({ id: recipes.id })
    .from(recipes)
    .orderBy(
      sql`${recipes.ratingCount} DESC NULLS LAST`,
      sql`${recipes.createdAt} DESC NULLS LAST`,
      sql`${recipes.id} DESC NULLS LAST`,
    )
    .limit(limit);
}

/**
 * These recipes whole, as GET /api/recipes/:id shows each to the viewer, in the order of the ids (a recipe
 * deleted meanwhile, or one the viewer may not see, is left out): four reads for the lot, each on a primary key.
 */
export async function wholeRecipesInOrder(db: Executor, ids: string[], viewerId: string): Promise<Recipe[]> {
  if (!ids.length) return [];
  const [rows, ingredientRows, ratingRows, favoriteRows] = await Promise.all([
    db
      .select({
        ...summaryFields,
        servings: recipes.servings,
        steps: recipes.steps,
        favoritesCount: recipes.favoritesCount,
        commentsCount: recipes.commentsCount,
        updatedAt: recipes.updatedAt,
        underReview: underReviewFor(viewerId, recipeItem),
      })
      .from(recipes)
      .where(and(inArray(recipes.id, ids), visibleTo(viewerId, recipeItem))),
    db
      .select({
        recipeId: recipeIngredients.recipeId,
        quantity: recipeIngredients.quantity,
        name: recipeIngredients.name,
        image: recipeIngredients.image,
      })
      .from(recipeIngredients)
      .where(inArray(recipeIngredients.recipeId, ids))
      .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position)),
    db
      .select({ recipeId: recipeRatings.recipeId, stars: recipeRatings.stars })
      .from(recipeRatings)
      .where(and(eq(recipeRatings.userId, viewerId), inArray(recipeRatings.recipeId, ids))),
    db
      .select({ recipeId: recipeFavorites.recipeId })
      .from(recipeFavorites)
      .where(and(eq(recipeFavorites.userId, viewerId), inArray(recipeFavorites.recipeId, ids))),
  ]);
  const ingredientsOf = new Map<string, Recipe['ingredients']>();
  for (const { recipeId, ...ingredient } of ingredientRows) {
    ingredientsOf.set(recipeId, [...(ingredientsOf.get(recipeId) ?? []), ingredient]);
  }
  const starsOf = new Map(ratingRows.map((row) => [row.recipeId, row.stars]));
  const favorites = new Set(favoriteRows.map((row) => row.recipeId));
  const byId = new Map(
    rows.map(({ steps, updatedAt, ...row }): [string, Recipe] => [
      row.id,
      {
        ...toSummary(row),
        servings: row.servings,
        totalRatingSum: row.totalRatingSum,
        favoritesCount: row.favoritesCount,
        commentsCount: row.commentsCount,
        // The editor validated every step against the contract before writing the JSONB column.
        steps: steps as Step[],
        ingredients: ingredientsOf.get(row.id) ?? [],
        updatedAt: updatedAt.toISOString(),
        myRating: starsOf.get(row.id) ?? 0,
        isFavorite: favorites.has(row.id),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
