-- The rate-limit counters every server process shares (src/server/http/rate-limits.ts). UNLOGGED: no
-- write-ahead log for a row touched on every write request; a database crash empties it, which only
-- gives everyone a fresh minute.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_ends_idx" ON "rate_limit_counters" USING btree ("window_ends");
