-- Every statement that changes recipes (created, edited, deleted, rated, saved, commented) announces
-- itself on the live topic 'recipes', exactly as publishLive does: a row in live_events and a notice
-- delivered after commit to every server process. Each process then empties its cache of list pages
-- (src/server/modules/recipes/list-cache.ts), whichever module or process made the change.
CREATE OR REPLACE FUNCTION sazon_recipes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_id bigint;
BEGIN
  INSERT INTO live_events (topic, payload) VALUES ('recipes', '{"type":"recipes.changed"}'::jsonb) RETURNING id INTO event_id;
  PERFORM pg_notify('sazon_live', json_build_object('id', event_id, 'topic', 'recipes', 'payload', json_build_object('type', 'recipes.changed'))::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER recipes_changed_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION sazon_recipes_changed();
