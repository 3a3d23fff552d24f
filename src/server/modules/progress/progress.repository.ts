// The rows behind XP, streaks, challenges and the league. XP is never stored: it is summed from the facts
// that earn it (domain/progress.ts xpRules), so a deleted recipe, rating or post takes its XP with it.
import { and, asc, eq, gte, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { MealType, Nationality } from '#shared/domain/catalog.ts';
import { xpRules, type DateKey } from '#shared/domain/progress.ts';
import type { Executor, Tx } from '../../db/connect.ts';
import {
  challengeCompletions,
  cookSessions,
  follows,
  posts,
  profiles,
  recipeComments,
  recipeFavorites,
  recipeRatings,
  recipes,
  userBlocks,
} from '../../db/schema.ts';

const xp = (points: number) => sql<number>`${sql.raw(String(points))}::int`;
/** The cook's calendar date of an instant, in the time zone on their profile. */
const localDay = (instant: SQL | typeof cookSessions.finishedAt | typeof posts.timestamp) =>
  sql`(${instant} at time zone ${profiles.timeZone})::date`;

/** One row per XP-earning fact of these cooks: { userId, xp, at }, each counted by the rules of domain/progress.ts. */
function xpFacts(db: Executor, userIds: readonly string[]) {
  // A finished cook, once per recipe and day on the cook's calendar, the best of that day.
  const cooks = db
    .select({
      userId: cookSessions.userId,
      xp: sql<number>`max(case when ${cookSessions.ingredientsVerified} then ${xp(xpRules.cookFinishedVerified)} else ${xp(xpRules.cookFinished)} end)`.as('xp'),
      at: sql<Date>`min(${cookSessions.finishedAt})`.as('at'),
    })
    .from(cookSessions)
    .innerJoin(profiles, eq(profiles.userId, cookSessions.userId))
    .where(and(inArray(cookSessions.userId, [...userIds]), isNotNull(cookSessions.finishedAt)))
    .groupBy(cookSessions.userId, cookSessions.recipeId, localDay(cookSessions.finishedAt));

  const published = db
    .select({ userId: recipes.authorId, xp: xp(xpRules.recipePublished), at: recipes.createdAt })
    .from(recipes)
    .where(inArray(recipes.authorId, [...userIds]));

  // A photo of a recipe the cook has finished cooking, once per recipe and day.
  const cookedPhotos = db
    .select({ userId: posts.userId, xp: xp(xpRules.cookedPhotoPost), at: sql<Date>`min(${posts.timestamp})`.as('at') })
    .from(posts)
    .innerJoin(profiles, eq(profiles.userId, posts.userId))
    .where(
      and(
        inArray(posts.userId, [...userIds]),
        isNotNull(posts.imageUrl),
        sql`exists (${db
          .select({ one: sql`1` })
          .from(cookSessions)
          .where(
            and(
              eq(cookSessions.userId, posts.userId),
              eq(cookSessions.recipeId, posts.recipeId),
              isNotNull(cookSessions.finishedAt),
            ),
          )})`,
      ),
    )
    .groupBy(posts.userId, posts.recipeId, localDay(posts.timestamp));

  // The first comment on each recipe of someone else.
  const firstComments = db
    .select({ userId: recipeComments.userId, xp: xp(xpRules.firstComment), at: sql<Date>`min(${recipeComments.createdAt})`.as('at') })
    .from(recipeComments)
    .innerJoin(recipes, eq(recipes.id, recipeComments.recipeId))
    .where(and(inArray(recipeComments.userId, [...userIds]), ne(recipes.authorId, recipeComments.userId)))
    .groupBy(recipeComments.userId, recipeComments.recipeId);

  const ratingsReceived = db
    .select({ userId: recipes.authorId, xp: xp(xpRules.ratingReceived), at: recipeRatings.createdAt })
    .from(recipeRatings)
    .innerJoin(recipes, eq(recipes.id, recipeRatings.recipeId))
    .where(and(inArray(recipes.authorId, [...userIds]), ne(recipeRatings.userId, recipes.authorId)));

  const favoritesReceived = db
    .select({ userId: recipes.authorId, xp: xp(xpRules.favoriteReceived), at: recipeFavorites.createdAt })
    .from(recipeFavorites)
    .innerJoin(recipes, eq(recipes.id, recipeFavorites.recipeId))
    .where(and(inArray(recipes.authorId, [...userIds]), ne(recipeFavorites.userId, recipes.authorId)));

  const challenges = db
    .select({ userId: challengeCompletions.userId, xp: xp(xpRules.weeklyChallenge), at: challengeCompletions.completedAt })
    .from(challengeCompletions)
    .where(inArray(challengeCompletions.userId, [...userIds]));

  return unionAll(cooks, published, cookedPhotos, firstComments, ratingsReceived, favoritesReceived, challenges).as('xp_facts');
}

/** The cook's XP in all, and since `weekStart`. */
export async function xpTotals(db: Executor, userId: string, weekStart: Date): Promise<{ xp: number; weekXp: number }> {
  const facts = xpFacts(db, [userId]);
  const [row] = await db
    .select({
      xp: sql<number>`coalesce(sum(${facts.xp}), 0)::int`,
      weekXp: sql<number>`coalesce(sum(${facts.xp}) filter (where ${facts.at} >= ${weekStart}), 0)::int`,
    })
    .from(facts);
  return { xp: row?.xp ?? 0, weekXp: row?.weekXp ?? 0 };
}

/** Each cook's XP in all and since `weekStart`; cooks without any fact are absent. */
export async function xpTotalsOf(db: Executor, userIds: readonly string[], weekStart: Date) {
  if (!userIds.length) return [];
  const facts = xpFacts(db, userIds);
  return db
    .select({
      userId: facts.userId,
      xp: sql<number>`sum(${facts.xp})::int`,
      weekXp: sql<number>`coalesce(sum(${facts.xp}) filter (where ${facts.at} >= ${weekStart}), 0)::int`,
    })
    .from(facts)
    .groupBy(facts.userId);
}

export async function timeZoneOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.userId, userId));
  return row?.timeZone ?? null;
}

/** Holds the cook's profile row until the transaction ends: one progress change of theirs at a time. */
export async function lockProgress(tx: Tx, userId: string): Promise<void> {
  await tx.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.userId, userId)).for('update');
}

/** The Mondays (on the cook's calendar) of every week in which they finished a cook session. */
export async function cookedWeeks(db: Executor, userId: string): Promise<DateKey[]> {
  const week = sql<string>`date_trunc('week', ${cookSessions.finishedAt} at time zone ${profiles.timeZone})::date::text`;
  const rows = await db
    .selectDistinct({ week })
    .from(cookSessions)
    .innerJoin(profiles, eq(profiles.userId, cookSessions.userId))
    .where(and(eq(cookSessions.userId, userId), isNotNull(cookSessions.finishedAt)))
    .orderBy(asc(week));
  return rows.map((row) => row.week);
}

/** The cook's finished cooks since `since`, as the weekly challenge reads them. */
export async function cooksSince(db: Executor, userId: string, since: Date) {
  const rows = await db
    .select({
      recipeId: cookSessions.recipeId,
      mealType: recipes.mealType,
      nationality: recipes.nationality,
      fromPantry: cookSessions.fromPantry,
      othersRecipe: sql<boolean>`${recipes.authorId} <> ${cookSessions.userId}`,
      date: sql<string>`${localDay(cookSessions.finishedAt)}::text`,
    })
    .from(cookSessions)
    .innerJoin(recipes, eq(recipes.id, cookSessions.recipeId))
    .innerJoin(profiles, eq(profiles.userId, cookSessions.userId))
    .where(and(eq(cookSessions.userId, userId), gte(cookSessions.finishedAt, since)));
  return rows.map((row) => ({ ...row, mealType: row.mealType as MealType, nationality: row.nationality as Nationality }));
}

/** Records the week's challenge as completed; false when it already was. */
export async function recordChallengeCompleted(tx: Tx, userId: string, week: DateKey, challengeId: string): Promise<boolean> {
  const inserted = await tx
    .insert(challengeCompletions)
    .values({ userId, week, challengeId })
    .onConflictDoNothing()
    .returning({ week: challengeCompletions.week });
  return inserted.length > 0;
}

export async function challengeCompletedIn(db: Executor, userId: string, week: DateKey): Promise<boolean> {
  const [row] = await db
    .select({ week: challengeCompletions.week })
    .from(challengeCompletions)
    .where(and(eq(challengeCompletions.userId, userId), eq(challengeCompletions.week, week)));
  return Boolean(row);
}

/** The cook and everyone they follow, with what the league shows of them; never a cook they blocked (issue 17). */
export function leagueMembers(db: Executor, userId: string) {
  return db
    .select({ userId: profiles.userId, username: profiles.username, profilePictureUrl: profiles.profilePictureUrl })
    .from(profiles)
    .where(
      sql`${profiles.userId} = ${userId} or (${profiles.userId} in (${db
        .select({ id: follows.followeeId })
        .from(follows)
        .where(eq(follows.followerId, userId))}) and ${profiles.userId} not in (${db
        .select({ id: userBlocks.blockedId })
        .from(userBlocks)
        .where(eq(userBlocks.blockerId, userId))}))`,
    );
}
