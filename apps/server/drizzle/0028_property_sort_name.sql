ALTER TABLE "property" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A property's sort name (docs/domain.md "Lists a page at a time"), set as it is written; the types'
-- names are fixed lookups.
CREATE FUNCTION "property_sort_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_name := lower(coalesce(NEW.name, (SELECT t.name FROM property_type t WHERE t.id = NEW.property_type_id), ''));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "property_sort_name" BEFORE INSERT OR UPDATE OF name, property_type_id ON "property"
FOR EACH ROW EXECUTE FUNCTION "property_sort_name"();
--> statement-breakpoint
UPDATE property p SET sort_name = lower(coalesce(p.name, t.name, '')) FROM property_type t WHERE t.id = p.property_type_id;
--> statement-breakpoint
CREATE INDEX "property_entity_sort_idx" ON "property" USING btree ("entity_id","sort_name","id");