CREATE TABLE "challenge_completions" (
	"user_id" text NOT NULL,
	"week" date NOT NULL,
	"challenge_id" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_completions_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "cook_sessions" ADD COLUMN "ingredients_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "challenge_completions" ADD CONSTRAINT "challenge_completions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cook_sessions_user_finished_idx" ON "cook_sessions" USING btree ("user_id","finished_at") WHERE "cook_sessions"."finished_at" is not null;--> statement-breakpoint
CREATE INDEX "recipe_comments_user_idx" ON "recipe_comments" USING btree ("user_id","recipe_id");--> statement-breakpoint
-- Medals unlocked before celebrations existed were seen on the achievements screen: none waits to be celebrated.
UPDATE "user_achievements" SET "seen_at" = "unlocked_at";
