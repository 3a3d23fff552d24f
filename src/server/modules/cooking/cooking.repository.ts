// Reads behind the three ways to find a recipe, and the cook sessions that count towards achievements.
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { IngredientMatch, KnownIngredient } from '#shared/contract/cooking.ts';
import { cookingLimits } from '#shared/domain/content-rules.ts';
import type { RecipeSummary } from '#shared/contract/recipes.ts';
import type { MealType } from '#shared/domain/catalog.ts';
import { matchPantry, selectionKeys } from '#shared/domain/ingredients.ts';
import { averageRating } from '#shared/domain/ratings.ts';
import type { Database } from '../../db/connect.ts';
import { cookSessions, profiles, recipeIngredients, recipes } from '../../db/schema.ts';
import { refreshAchievements } from '../achievements/achievements.service.ts';
import { recipeSummaryFields as summaryFields } from '../recipes/recipes.repository.ts';

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

/** Summaries of these recipes, in the order of the ids (a recipe deleted meanwhile is left out). */
export async function summariesInOrder(db: Database, ids: string[]): Promise<RecipeSummary[]> {
  if (!ids.length) return [];
  const rows = await db.select(summaryFields).from(recipes).where(inArray(recipes.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const maxCandidates = 1000;

const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Most used written form of each ingredient key, commonest first, for the typeahead. */
export async function knownIngredients(db: Database, limit = 2000): Promise<KnownIngredient[]> {
  const { rows } = await db.execute<{ key: string; name: string }>(sql`
    SELECT ${recipeIngredients.key} AS key, mode() WITHIN GROUP (ORDER BY ${recipeIngredients.name}) AS name
    FROM ${recipeIngredients}
    WHERE ${recipeIngredients.key} <> ''
    GROUP BY ${recipeIngredients.key}
    ORDER BY count(*) DESC, ${recipeIngredients.key}
    LIMIT ${limit}`);
  return rows.map((row) => ({ key: row.key, name: row.name }));
}

/**
 * «Tengo a la mano»: recipes holding any of the selected ingredients (by key, through the (key, recipe_id)
 * index), ranked by the share of their ingredients the cook has, then by how many. With very common
 * ingredients only the `maxCandidates` recipes holding the most of them are ranked.
 */
export function ingredientRankSql(keys: readonly string[]): SQL {
  // The total counts every line of the recipe on the primary key alone (no table access); a blank line
  // would count too, but matchPantry gives the exact figures of what is shown.
  return sql`
    WITH matched AS (
      SELECT ${recipeIngredients.recipeId} AS recipe_id, count(*) AS matched
      FROM ${recipeIngredients}
      WHERE ${recipeIngredients.key} = ANY(${textArray(keys)})
      GROUP BY ${recipeIngredients.recipeId}
      ORDER BY matched DESC, recipe_id
      LIMIT ${maxCandidates}
    )
    SELECT m.recipe_id
    FROM matched m
    CROSS JOIN LATERAL (SELECT count(*) AS total FROM ${recipeIngredients} ri WHERE ri.recipe_id = m.recipe_id) t
    ORDER BY m.matched::float8 / t.total DESC, m.matched DESC, m.recipe_id
    LIMIT ${cookingLimits.results}`;
}

export async function searchByIngredients(
  db: Database,
  selected: readonly string[],
): Promise<IngredientMatch[]> {
  const keys = selectionKeys(selected);
  if (!keys.length) return [];
  const { rows } = await db.execute<{ recipe_id: string }>(ingredientRankSql(keys));
  const ids = rows.map((row) => row.recipe_id);
  if (!ids.length) return [];
  const [summaries, ingredientRows] = await Promise.all([
    summariesInOrder(db, ids),
    db
      .select({ recipeId: recipeIngredients.recipeId, name: recipeIngredients.name })
      .from(recipeIngredients)
      .where(inArray(recipeIngredients.recipeId, ids))
      .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position)),
  ]);
  const namesOf = new Map<string, string[]>();
  for (const row of ingredientRows)
    namesOf.set(row.recipeId, [...(namesOf.get(row.recipeId) ?? []), row.name]);
  return summaries.map((recipe) => ({ recipe, ...matchPantry(namesOf.get(recipe.id) ?? [], selected) }));
}

/**
 * A random recipe of the meal type, avoiding `exclude` when another one exists: a count and an offset,
 * both walked on the (meal_type, created_at, id) index, never a sort of the whole table.
 */
export async function randomRecipe(
  db: Database,
  mealType: MealType,
  exclude?: string,
): Promise<RecipeSummary | null> {
  const ofType = eq(recipes.mealType, mealType);
  const candidates = [...(exclude ? [and(ofType, ne(recipes.id, exclude))!] : []), ofType];
  for (const where of candidates) {
    const [counted] = await db.select({ n: count() }).from(recipes).where(where);
    const n = counted?.n ?? 0;
    if (n === 0) continue;
    // A recipe deleted between the count and the read shortens the list: start again from the top.
    for (const offset of [Math.floor(Math.random() * n), 0]) {
      const [row] = await db
        .select(summaryFields)
        .from(recipes)
        .where(where)
        // NULLS LAST as in the index, or PostgreSQL sorts instead of walking it.
        .orderBy(sql`${recipes.createdAt} DESC NULLS LAST`, sql`${recipes.id} DESC NULLS LAST`)
        .offset(offset)
        .limit(1);
      if (row) return toSummary(row);
    }
  }
  return null;
}

/** Records the start of cooking; null when there is no such recipe. */
export async function startCookSession(
  db: Database,
  userId: string,
  recipeId: string,
  fromPantry: { selected: string[] } | undefined,
): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO ${cookSessions} (user_id, recipe_id, from_pantry, selected_ingredients)
    SELECT ${userId}, ${recipes.id}, ${Boolean(fromPantry)}, ${JSON.stringify(fromPantry?.selected ?? [])}::jsonb
    FROM ${recipes} WHERE ${recipes.id} = ${recipeId}
    RETURNING id`);
  return rows[0]?.id ?? null;
}

export type FinishOutcome =
  | { kind: 'missing' }
  | { kind: 'forbidden' }
  | { kind: 'finished' }
  | { kind: 'ok'; usedOnlyPantry: boolean; unlocked: string[] };

/**
 * Closes a cook session. The server alone decides whether every ingredient of the recipe was among those
 * selected in «Tengo a la mano» (after synonym normalisation); when so the cook earns pantry_master.
 */
export async function finishCookSession(
  db: Database,
  sessionId: string,
  userId: string,
  rating: number | undefined,
): Promise<FinishOutcome> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(cookSessions)
      .where(eq(cookSessions.id, sessionId))
      .for('update');
    if (!session) return { kind: 'missing' };
    if (session.userId !== userId) return { kind: 'forbidden' };
    if (session.finishedAt) return { kind: 'finished' };
    let usedOnlyPantry = false;
    if (session.fromPantry) {
      const rows = await tx
        .select({ name: recipeIngredients.name })
        .from(recipeIngredients)
        .where(eq(recipeIngredients.recipeId, session.recipeId));
      const match = matchPantry(
        rows.map((row) => row.name),
        session.selectedIngredients,
      );
      usedOnlyPantry = match.have.length > 0 && match.missing.length === 0;
    }
    await tx
      .update(cookSessions)
      .set({ finishedAt: new Date(), rating: rating ?? null, usedOnlyPantry })
      .where(eq(cookSessions.id, sessionId));
    if (usedOnlyPantry) {
      await tx.update(profiles).set({ pantryMasterAchieved: true }).where(eq(profiles.userId, userId));
    }
    const unlocked = await refreshAchievements(tx, userId);
    return { kind: 'ok', usedOnlyPantry, unlocked };
  });
}
