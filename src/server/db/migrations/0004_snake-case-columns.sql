-- One naming rule: every column is snake_case in SQL (Drizzle's casing: 'snake_case'). The timestamp
-- columns were created from camelCase keys without a name and so were quoted camelCase.
ALTER TABLE "account" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "account" RENAME COLUMN "updatedAt" TO "updated_at";
--> statement-breakpoint
ALTER TABLE "catalog_items" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "cook_sessions" RENAME COLUMN "startedAt" TO "started_at";
--> statement-breakpoint
ALTER TABLE "follows" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "live_events" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "post_favorites" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "post_likes" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "posts" RENAME COLUMN "updatedAt" TO "updated_at";
--> statement-breakpoint
ALTER TABLE "profiles" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "profiles" RENAME COLUMN "updatedAt" TO "updated_at";
--> statement-breakpoint
ALTER TABLE "push_subscriptions" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "recipe_comments" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "recipe_favorites" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "recipe_ratings" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "recipe_ratings" RENAME COLUMN "updatedAt" TO "updated_at";
--> statement-breakpoint
ALTER TABLE "recipe_views" RENAME COLUMN "firstSeenAt" TO "first_seen_at";
--> statement-breakpoint
ALTER TABLE "recipes" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "recipes" RENAME COLUMN "updatedAt" TO "updated_at";
--> statement-breakpoint
ALTER TABLE "session" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "session" RENAME COLUMN "updatedAt" TO "updated_at";
--> statement-breakpoint
ALTER TABLE "uploads" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "user" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "user" RENAME COLUMN "updatedAt" TO "updated_at";
--> statement-breakpoint
ALTER TABLE "user_achievements" RENAME COLUMN "unlockedAt" TO "unlocked_at";
--> statement-breakpoint
ALTER TABLE "verification" RENAME COLUMN "createdAt" TO "created_at";
--> statement-breakpoint
ALTER TABLE "verification" RENAME COLUMN "updatedAt" TO "updated_at";
