CREATE TABLE "tenant_search" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"words" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_search" ADD CONSTRAINT "tenant_search_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The tenants there are, in the order the searches read them (entity, name): a search's matches of
-- one entity then lie on neighbouring pages.
INSERT INTO "tenant_search" ("tenant_id", "entity_id", "name", "words")
SELECT "id", "entity_id", "name", "search_words" FROM "tenant" ORDER BY "entity_id", "name", "id";
--> statement-breakpoint
-- The tenant searches read this narrow table through its own trigram index, the entity beside the
-- words (btree_gin, drizzle/0046); the tenant table's index on the same words is read no more.
CREATE INDEX "tenant_search_words_idx" ON "tenant_search" USING gin ("entity_id", "words" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "tenant_search_words_trgm_idx";
--> statement-breakpoint
-- After each statement inserting or updating tenants, whatever wrote them: their rows are written
-- from the tenants' own (generated) search words, a row an update left as it was skipped. A
-- deleted tenant takes its row with it. Two transactions changing one tenant are already ordered
-- by the tenant's own row lock, which the second waits for before its trigger runs.
CREATE FUNCTION "tenant_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_search AS kept (tenant_id, entity_id, name, words)
  SELECT n.id, n.entity_id, n.name, n.search_words FROM new_rows n ORDER BY n.id
  ON CONFLICT (tenant_id) DO UPDATE
    SET entity_id = excluded.entity_id, name = excluded.name, words = excluded.words
    WHERE (kept.entity_id, kept.name, kept.words) IS DISTINCT FROM (excluded.entity_id, excluded.name, excluded.words);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "tenant_search_inserted" AFTER INSERT ON "tenant"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tenant_search_changed"();
--> statement-breakpoint
CREATE TRIGGER "tenant_search_updated" AFTER UPDATE ON "tenant"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tenant_search_changed"();
