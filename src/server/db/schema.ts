// The whole relational model. One row per fact; counters live beside the rows they count and are
// changed in the same transaction (see DESIGN.md §3). Tables are named snake_case here; columns are
// named once, as camelCase keys, and Drizzle's `casing: 'snake_case'` (db/connect.ts, drizzle.config.ts) names them in SQL.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PushMessage } from '#shared/contract/push.ts';
import type { StepInput } from '#shared/contract/recipe-input.ts';

const now = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

// ---- better-auth (field names are the library's; columns are ours) ----
export const user = pgTable('user', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  createdAt: now(),
  updatedAt: now(),
});

export const session = pgTable(
  'session',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: now(),
    updatedAt: now(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// ---- profiles and achievements ----
export const profiles = pgTable('profiles', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  username: text().notNull(),
  bio: text().notNull().default('¡Un chef en progreso!'),
  favoriteCuisine: text().notNull().default('Variada'),
  profilePictureUrl: text(),
  recipesPublished: integer().notNull().default(0),
  recipesExplored: integer().notNull().default(0),
  commentsWritten: integer().notNull().default(0),
  postsCommented: integer().notNull().default(0),
  postsWithImage: integer().notNull().default(0),
  followingCount: integer().notNull().default(0),
  followersCount: integer().notNull().default(0),
  favoritesReceived: integer().notNull().default(0),
  bestStarReceived: integer().notNull().default(0),
  firstPhoto: boolean().notNull().default(false),
  pantryMasterAchieved: boolean().notNull().default(false),
  // The cook's IANA time zone, sent by their device: their weeks (streak, challenge, league) and days
  // (one cook's XP per recipe per day) are counted on their own calendar.
  timeZone: text().notNull().default('UTC'),
  createdAt: now(),
  updatedAt: now(),
});

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    achievementId: text().notNull(),
    unlockedAt: now(),
    // When the cook's screen celebrated it; an unlock made while they were away waits for their next visit.
    seenAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

// One row per week a cook completed the weekly challenge (domain/progress.ts): its bonus XP.
export const challengeCompletions = pgTable(
  'challenge_completions',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The Monday of the cook's week, on their calendar. */
    week: date({ mode: 'string' }).notNull(),
    challengeId: text().notNull(),
    completedAt: now(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);

// ---- recipes ----

export const recipes = pgTable(
  'recipes',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    author: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    imageUrl: text(),
    totalTime: text().notNull(),
    mealType: text().notNull(),
    nationality: text().notNull(),
    difficulty: text().notNull(),
    /** How many portions the quantities are written for (servingsLimits of src/shared/domain/servings.ts). */
    servings: integer().notNull().default(4),
    steps: jsonb().$type<StepInput[]>().notNull().default([]),
    averageRating: real().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    totalRatingSum: integer().notNull().default(0),
    favoritesCount: integer().notNull().default(0),
    commentsCount: integer().notNull().default(0),
    /** When reports by REPORT_HIDE_THRESHOLD cooks hid it from everyone but its author (src/server/modules/moderation); null while visible. */
    hiddenAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    index('recipes_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('recipes_featured_idx').on(t.ratingCount.desc(), t.createdAt.desc(), t.id.desc()),
    index('recipes_author_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    index('recipes_nationality_idx').on(t.nationality, t.createdAt.desc(), t.id.desc()),
    index('recipes_difficulty_idx').on(t.difficulty, t.createdAt.desc(), t.id.desc()),
    index('recipes_meal_type_idx').on(t.mealType, t.createdAt.desc(), t.id.desc()),
    check('recipes_servings_check', sql`${t.servings} between 1 and 50`),
  ],
);

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    recipeId: uuid()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    quantity: text().notNull(),
    name: text().notNull(),
    image: text(),
    // Canonical matching key from src/shared/domain/ingredients.ts (synonyms folded together).
    key: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.position] }),
    index('recipe_ingredients_key_idx').on(t.key, t.recipeId),
  ],
);

export const recipeRatings = pgTable(
  'recipe_ratings',
  {
    recipeId: uuid()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    stars: integer().notNull(),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.userId] }),
    index('recipe_ratings_user_idx').on(t.userId),
    check('recipe_ratings_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

export const recipeComments = pgTable(
  'recipe_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    recipeId: uuid()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userName: text().notNull(),
    comment: text().notNull(),
    /** When reports by REPORT_HIDE_THRESHOLD cooks hid it from everyone but its author (src/server/modules/moderation); null while visible. */
    hiddenAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: now(),
  },
  (t) => [
    index('recipe_comments_recipe_idx').on(t.recipeId, t.createdAt, t.id),
    index('recipe_comments_user_idx').on(t.userId, t.recipeId),
  ],
);

export const recipeFavorites = pgTable(
  'recipe_favorites',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipeId: uuid()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index('recipe_favorites_recipe_idx').on(t.recipeId),
    // A cook's favourites, latest first (the offline catalogue).
    index('recipe_favorites_user_recent_idx').on(t.userId, t.createdAt.desc(), t.recipeId.desc()),
  ],
);

// Distinct recipes a user opened (detail or cook mode), for culinary_explorer.
export const recipeViews = pgTable(
  'recipe_views',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipeId: uuid()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    firstSeenAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    // The recipes a cook opened, latest first (the offline catalogue).
    index('recipe_views_user_recent_idx').on(t.userId, t.firstSeenAt.desc(), t.recipeId.desc()),
  ],
);

export const cookSessions = pgTable(
  'cook_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipeId: uuid()
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    fromPantry: boolean().notNull().default(false),
    selectedIngredients: jsonb().$type<string[]>().notNull().default([]),
    usedOnlyPantry: boolean().notNull().default(false),
    // Every ingredient of the recipe was checked off on the pre-cooking screen: the finish earns more XP.
    ingredientsVerified: boolean().notNull().default(false),
    rating: integer(),
    startedAt: now(),
    finishedAt: timestamp({ withTimezone: true }),
    // Chosen by the device for a session cooked offline, so sending it again finds the same session.
    clientId: uuid(),
  },
  (t) => [
    index('cook_sessions_user_idx').on(t.userId, t.startedAt),
    index('cook_sessions_user_finished_idx').on(t.userId, t.finishedAt).where(sql`${t.finishedAt} is not null`),
    uniqueIndex('cook_sessions_user_client_idx').on(t.userId, t.clientId),
  ],
);

// ---- catalogue of utensils (merged with the defaults of SPEC §3) ----
export const catalogItems = pgTable(
  'catalog_items',
  {
    kind: text().notNull(),
    name: text().notNull(),
    // Who brought the name: a cook through POST /api/catalog/:kind (at most 50 each), or a recipe
    // (at most 10 each). Names no recipe uses go with the last recipe that used them.
    addedBy: text().references(() => user.id, { onDelete: 'set null' }),
    recipeId: uuid().references(() => recipes.id, { onDelete: 'set null' }),
    createdAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.name] }),
    check('catalog_items_kind_check', sql`${t.kind} in ('heatSources', 'pots', 'tools')`),
    index('catalog_items_added_by_idx').on(t.addedBy),
    index('catalog_items_recipe_idx').on(t.recipeId),
  ],
);

// ---- community ----
export const posts = pgTable(
  'posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userName: text().notNull(),
    profilePictureUrl: text(),
    text: text().notNull().default(''),
    imageUrl: text(),
    recipeId: uuid().references(() => recipes.id, { onDelete: 'set null' }),
    recipeName: text(),
    likesCount: integer().notNull().default(0),
    commentsCount: integer().notNull().default(0),
    /** When reports by REPORT_HIDE_THRESHOLD cooks hid it from everyone but its author (src/server/modules/moderation); null while visible. */
    hiddenAt: timestamp({ withTimezone: true, mode: 'date' }),
    timestamp: now(),
    updatedAt: now(),
  },
  (t) => [
    index('posts_timestamp_idx').on(t.timestamp.desc(), t.id.desc()),
    index('posts_user_idx').on(t.userId, t.timestamp.desc()),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: now(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userName: text().notNull(),
    text: text().notNull(),
    /** When reports by REPORT_HIDE_THRESHOLD cooks hid it from everyone but its author (src/server/modules/moderation); null while visible. */
    hiddenAt: timestamp({ withTimezone: true, mode: 'date' }),
    timestamp: now(),
  },
  (t) => [index('post_comments_post_idx').on(t.postId, t.timestamp, t.id)],
);

export const postFavorites = pgTable(
  'post_favorites',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postId: uuid()
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('post_favorites_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    followeeId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

// ---- files, push, live ----
export const uploads = pgTable(
  'uploads',
  {
    key: text().primaryKey(),
    ownerId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    contentType: text().notNull(),
    bytes: integer().notNull(),
    createdAt: now(),
  },
  (t) => [index('uploads_created_idx').on(t.createdAt)],
);

// What each cook uploaded per day (UTC), checked and counted in one statement against the daily quota.
// Kept apart from uploads, whose rows go when their files do, so deleting never gives quota back.
export const uploadQuotas = pgTable(
  'upload_quotas',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    count: integer().notNull(),
    bytes: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: now(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

// Pushes waiting to go to every device of a cook (src/server/modules/push): written in the transaction of
// the event that caused them, sent by a background sender once due_at has come, deleted once sent. A cook
// timer is a row of kind 'timer' due when it ends.
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    payload: jsonb().$type<PushMessage>().notNull(),
    dueAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    // Past this moment the push is pointless (its TTL counts down to it) and is dropped unsent.
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer().notNull().default(0),
    createdAt: now(),
  },
  (t) => [
    index('push_outbox_due_idx').on(t.dueAt),
    index('push_outbox_user_idx').on(t.userId, t.kind),
    check('push_outbox_kind_check', sql`${t.kind} in ('notice', 'timer')`),
  ],
);

// Event log behind /api/live: NOTIFY carries only the id, Last-Event-ID resumes from here.
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    topic: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: now(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt), uniqueIndex('live_events_topic_id_idx').on(t.topic, t.id)],
);

/**
 * The API's rate-limit counters (http/rate-limits.ts), shared by every server process on the database so a
 * client spreading its requests over several servers gets one allowance. UNLOGGED (migration 0011): a
 * counter lost in a database crash only means a fresh minute.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    windowEnds: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_idx').on(t.windowEnds)],
);

/**
 * A cook's shopping list (src/server/modules/shopping-list): one row per item, its id chosen by the device
 * that added it. A deleted item stays as a tombstone (removed) with the time of the deletion, so a device
 * that still has it cannot bring it back (last write wins per item: src/shared/domain/shopping-list.ts).
 */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    id: uuid().notNull(),
    name: text().notNull(),
    quantity: text().notNull(),
    checked: boolean().notNull(),
    removed: boolean().notNull(),
    /** When the device made the item's last change: the clock last write wins compares. */
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** The order the server first saw the items in (a list sent at once keeps its order): the list's order. */
    position: bigserial({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] })],
);

// ---- community safety (src/server/modules/reports, moderation, blocks) ----

/** One cook's report of one item: a cook reports an item once (a second report changes nothing). */
export const reports = pgTable(
  'reports',
  {
    targetType: text().notNull(),
    targetId: uuid().notNull(),
    reporterId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    note: text(),
    createdAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.targetType, t.targetId, t.reporterId] }),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    check('reports_target_type_check', sql`${t.targetType} in ('post', 'post-comment', 'recipe', 'recipe-comment')`),
    check('reports_reason_check', sql`${t.reason} in ('spam', 'offensive', 'dangerous', 'other')`),
  ],
);

/**
 * The moderation queue: one row per reported item, its count of different reporters changed in the
 * transaction that adds a report (the row's lock makes the count exact under concurrent reports).
 * «Restaurar» deletes the row and its reports; «Eliminar» deletes the item, then the row.
 */
export const reportedItems = pgTable(
  'reported_items',
  {
    targetType: text().notNull(),
    targetId: uuid().notNull(),
    authorId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reportCount: integer().notNull().default(0),
    lastReportedAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.targetType, t.targetId] }),
    index('reported_items_recent_idx').on(t.lastReportedAt.desc(), t.targetType, t.targetId),
    check('reported_items_target_type_check', sql`${t.targetType} in ('post', 'post-comment', 'recipe', 'recipe-comment')`),
  ],
);

/** Who blocked whom: the blocker no longer sees the blocked cook, who can no longer reach the blocker. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId, t.blockerId),
    check('user_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** What a cook is told at their next visit (today: that a moderator removed something of theirs, and why). */
export const notices = pgTable(
  'notices',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    targetType: text().notNull(),
    /** The first words of the removed item, so its author knows which it was. */
    excerpt: text().notNull(),
    reason: text().notNull(),
    createdAt: now(),
    seenAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.createdAt.desc())],
);
