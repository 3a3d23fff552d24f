-- The searches read the in-process search index (decision 007): the folded text columns and their trigram
-- and full-text indexes served only the old SQL searches, and cost every recipe write.
DROP INDEX "recipes_name_search_trgm_idx";--> statement-breakpoint
DROP INDEX "recipes_doc_search_trgm_idx";--> statement-breakpoint
DROP INDEX "recipes_search_vector_idx";--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "name_search";--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "doc_search";
