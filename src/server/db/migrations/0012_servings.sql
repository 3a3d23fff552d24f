-- How many portions a recipe's quantities are written for (issue 16): the screens scale the quantities to
-- the portions the cook chooses (src/shared/domain/servings.ts). Existing recipes are for 4, the editor's
-- default; a constant default adds the column without rewriting the table.
ALTER TABLE "recipes" ADD COLUMN "servings" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_servings_check" CHECK ("recipes"."servings" between 1 and 50);