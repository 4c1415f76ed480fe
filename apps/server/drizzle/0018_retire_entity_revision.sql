-- Answers are no longer kept per entity (docs/domain.md "Kept figures" replaces "Kept answers"):
-- the revision every write counted, and its triggers on every table, go.
DO $$
DECLARE
  revised record;
BEGIN
  FOR revised IN SELECT tgrelid::regclass AS tbl FROM pg_trigger WHERE tgname = 'entity_revised' LOOP
    EXECUTE format('DROP TRIGGER "entity_revised" ON %s', revised.tbl);
  END LOOP;
END;
$$;
--> statement-breakpoint
DROP FUNCTION "entity_revised"();
--> statement-breakpoint
DROP TABLE "entity_revision" CASCADE;
