ALTER TABLE "cook_sessions" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "cook_sessions_user_client_idx" ON "cook_sessions" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "recipe_favorites_user_recent_idx" ON "recipe_favorites" USING btree ("user_id","created_at" DESC NULLS LAST,"recipe_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recipe_views_user_recent_idx" ON "recipe_views" USING btree ("user_id","first_seen_at" DESC NULLS LAST,"recipe_id" DESC NULLS LAST);