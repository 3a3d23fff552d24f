-- The cook's shopping list (issue 16): one row per item, its id chosen by the device that added it, synced
-- last write wins per item (src/shared/domain/shopping-list.ts). A deleted item stays as a tombstone
-- (removed) so another device cannot bring it back; position keeps the order items were first sent in.
-- The primary key (user_id, id) serves every read: a list is at most 1,000 rows.
CREATE TABLE "shopping_list_items" (
	"user_id" text NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" text NOT NULL,
	"checked" boolean NOT NULL,
	"removed" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"position" bigserial NOT NULL,
	CONSTRAINT "shopping_list_items_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;