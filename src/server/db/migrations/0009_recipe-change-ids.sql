-- The recipes' change notice (0002) now says which recipes changed, so each server process re-reads
-- only those into its search index (src/server/modules/search/). Up to 100 ids fit in one notice
-- (pg_notify takes less than 8,000 bytes); a statement that changes more, or a truncate, says
-- "ids": null and every process reloads its index.
CREATE OR REPLACE FUNCTION sazon_recipes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_id bigint;
  changed jsonb;
  payload jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(id) INTO changed FROM (SELECT id FROM old_rows LIMIT 101) AS rows;
  ELSIF TG_OP <> 'TRUNCATE' THEN
    SELECT jsonb_agg(id) INTO changed FROM (SELECT id FROM new_rows LIMIT 101) AS rows;
  END IF;
  -- A statement that changed no row has nothing to say.
  IF TG_OP <> 'TRUNCATE' AND changed IS NULL THEN
    RETURN NULL;
  END IF;
  IF jsonb_array_length(changed) > 100 THEN
    changed := NULL;
  END IF;
  payload := jsonb_build_object('type', 'recipes.changed', 'ids', changed);
  INSERT INTO live_events (topic, payload) VALUES ('recipes', payload) RETURNING id INTO event_id;
  PERFORM pg_notify('sazon_live', json_build_object('id', event_id, 'topic', 'recipes', 'payload', payload)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER recipes_changed_notice ON recipes;
--> statement-breakpoint
CREATE TRIGGER recipes_inserted_notice AFTER INSERT ON recipes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sazon_recipes_changed();
--> statement-breakpoint
CREATE TRIGGER recipes_updated_notice AFTER UPDATE ON recipes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sazon_recipes_changed();
--> statement-breakpoint
CREATE TRIGGER recipes_deleted_notice AFTER DELETE ON recipes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sazon_recipes_changed();
--> statement-breakpoint
CREATE TRIGGER recipes_truncated_notice AFTER TRUNCATE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION sazon_recipes_changed();
