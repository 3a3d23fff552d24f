// The whole relational model. One row per fact; counters live beside the rows they count and are
// changed in the same transaction (see DESIGN.md §3). Table and column names are snake_case in SQL.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
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
import type { StepInput } from '#shared/contract/recipe-input.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const now = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();

// ---- better-auth (field names are the library's; columns are ours) ----
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: now(),
  updatedAt: now(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: now(),
    updatedAt: now(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// ---- profiles and achievements ----
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  bio: text('bio').notNull().default('¡Un chef en progreso!'),
  favoriteCuisine: text('favorite_cuisine').notNull().default('Variada'),
  profilePictureUrl: text('profile_picture_url'),
  recipesPublished: integer('recipes_published').notNull().default(0),
  recipesExplored: integer('recipes_explored').notNull().default(0),
  commentsWritten: integer('comments_written').notNull().default(0),
  postsCommented: integer('posts_commented').notNull().default(0),
  postsWithImage: integer('posts_with_image').notNull().default(0),
  followingCount: integer('following_count').notNull().default(0),
  followersCount: integer('followers_count').notNull().default(0),
  favoritesReceived: integer('favorites_received').notNull().default(0),
  bestStarReceived: integer('best_star_received').notNull().default(0),
  firstPhoto: boolean('first_photo').notNull().default(false),
  pantryMasterAchieved: boolean('pantry_master_achieved').notNull().default(false),
  createdAt: now(),
  updatedAt: now(),
});

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    unlockedAt: now(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

// ---- recipes ----

export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    totalTime: text('total_time').notNull(),
    mealType: text('meal_type').notNull(),
    nationality: text('nationality').notNull(),
    difficulty: text('difficulty').notNull(),
    steps: jsonb('steps').$type<StepInput[]>().notNull().default([]),
    averageRating: real('average_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    totalRatingSum: integer('total_rating_sum').notNull().default(0),
    favoritesCount: integer('favorites_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    // Folded (accent- and case-free) name + author, written by the server from the shared rules.
    nameSearch: text('name_search').notNull(),
    // Folded name, description and ingredient names for the craving search.
    docSearch: text('doc_search').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('spanish'::regconfig, doc_search)`,
    ),
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
    index('recipes_name_search_trgm_idx').using('gin', sql`${t.nameSearch} gin_trgm_ops`),
    index('recipes_doc_search_trgm_idx').using('gin', sql`${t.docSearch} gin_trgm_ops`),
    index('recipes_search_vector_idx').using('gin', t.searchVector),
  ],
);

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    quantity: text('quantity').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    // Canonical matching key from src/shared/domain/ingredients.ts (synonyms folded together).
    key: text('key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.position] }),
    index('recipe_ingredients_key_idx').on(t.key, t.recipeId),
  ],
);

export const recipeRatings = pgTable(
  'recipe_ratings',
  {
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    comment: text('comment').notNull(),
    createdAt: now(),
  },
  (t) => [index('recipe_comments_recipe_idx').on(t.recipeId, t.createdAt, t.id)],
);

export const recipeFavorites = pgTable(
  'recipe_favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index('recipe_favorites_recipe_idx').on(t.recipeId),
  ],
);

// Distinct recipes a user opened (detail or cook mode), for culinary_explorer.
export const recipeViews = pgTable(
  'recipe_views',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    firstSeenAt: now(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recipeId] })],
);

export const cookSessions = pgTable(
  'cook_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    fromPantry: boolean('from_pantry').notNull().default(false),
    selectedIngredients: jsonb('selected_ingredients').$type<string[]>().notNull().default([]),
    usedOnlyPantry: boolean('used_only_pantry').notNull().default(false),
    rating: integer('rating'),
    startedAt: now(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('cook_sessions_user_idx').on(t.userId, t.startedAt)],
);

// ---- catalogue of utensils (merged with the defaults of SPEC §3) ----
export const catalogItems = pgTable(
  'catalog_items',
  {
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    // Who brought the name: a cook through POST /api/catalog/:kind (at most 50 each), or a recipe
    // (at most 10 each). Names no recipe uses go with the last recipe that used them.
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    profilePictureUrl: text('profile_picture_url'),
    text: text('text').notNull().default(''),
    imageUrl: text('image_url'),
    recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    recipeName: text('recipe_name'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
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
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: now(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    text: text('text').notNull(),
    timestamp: now(),
  },
  (t) => [index('post_comments_post_idx').on(t.postId, t.timestamp, t.id)],
);

export const postFavorites = pgTable(
  'post_favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
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
    followerId: text('follower_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    followeeId: text('followee_id')
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
    key: text('key').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: now(),
  },
  (t) => [index('uploads_created_idx').on(t.createdAt)],
);

// What each cook uploaded per day (UTC), checked and counted in one statement against the daily quota.
// Kept apart from uploads, whose rows go when their files do, so deleting never gives quota back.
export const uploadQuotas = pgTable(
  'upload_quotas',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: now(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

// Event log behind /api/live: NOTIFY carries only the id, Last-Event-ID resumes from here.
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: now(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt), uniqueIndex('live_events_topic_id_idx').on(t.topic, t.id)],
);
