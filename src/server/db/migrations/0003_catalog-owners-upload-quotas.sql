CREATE TABLE "upload_quotas" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "upload_quotas_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "added_by" text;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD COLUMN "recipe_id" uuid;--> statement-breakpoint
ALTER TABLE "upload_quotas" ADD CONSTRAINT "upload_quotas_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_items_added_by_idx" ON "catalog_items" USING btree ("added_by");--> statement-breakpoint
CREATE INDEX "catalog_items_recipe_idx" ON "catalog_items" USING btree ("recipe_id");