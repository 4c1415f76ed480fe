CREATE TABLE "property_search" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"words" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_search" ADD CONSTRAINT "property_search_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Searches match anywhere in the words (LIKE '%text%' in lower case), found through this one
-- trigram index. btree_gin (a trusted extension, as pg_trgm) lets the index hold the entity beside
-- the words: a search reads its own entity's matches, not every entity's holding the same text.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX "property_search_words_trgm_idx" ON "property_search" USING gin ("entity_id", "words" gin_trgm_ops);
--> statement-breakpoint
-- Rewrites the search words of the given properties (docs/domain.md "Lists a page at a time"). The
-- parts are joined by U+0001, a character no stored text and no search may hold, so that a search
-- never matches across two parts. They are kept in lower case: a search compares them with its
-- lowered text (LIKE), which is what ILIKE does, without lowering every match on every search.
-- The rows are locked first, in id order: a transaction changing the same property's words at the
-- same time waits, and the words, read by the next statement, hold what it committed.
CREATE FUNCTION "keep_property_search"(changed integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM property_search WHERE property_id = ANY(changed) ORDER BY property_id FOR UPDATE;
  INSERT INTO property_search AS kept (property_id, entity_id, words)
  SELECT p.id, p.entity_id, lower(concat_ws(chr(1), p.name, p.code, a.street, a.postal_code, ci.name, (
      SELECT string_agg(DISTINCT concat_ws(chr(1), t.name, t.fiscal_number), chr(1))
      FROM contract c
      JOIN contract_tenant ct ON ct.contract_id = c.id
      JOIN tenant t ON t.id = ct.tenant_id AND t.entity_id = p.entity_id
      WHERE c.property_id = p.id)))
  FROM property p
  LEFT JOIN address a ON a.id = p.address_id AND a.entity_id = p.entity_id
  LEFT JOIN city ci ON ci.id = a.city_id
  WHERE p.id = ANY(changed)
  ORDER BY p.id
  ON CONFLICT (property_id) DO UPDATE SET entity_id = excluded.entity_id, words = excluded.words
  WHERE (kept.entity_id, kept.words) IS DISTINCT FROM (excluded.entity_id, excluded.words);
END;
$$;
--> statement-breakpoint
-- After each statement writing what the words hold, whatever wrote it: the properties whose words
-- it may change. Rows an update left as they were in every searched column are skipped; a deleted
-- property takes its row with it.
CREATE FUNCTION "property_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'property' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(id) INTO ids FROM new_rows;
    ELSE
      SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.entity_id, n.name, n.code, n.address_id) IS DISTINCT FROM (o.entity_id, o.name, o.code, o.address_id);
    END IF;
  ELSIF TG_TABLE_NAME = 'address' THEN
    SELECT array_agg(p.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN property p ON p.address_id = n.id
    WHERE (n.street, n.postal_code, n.city_id) IS DISTINCT FROM (o.street, o.postal_code, o.city_id);
  ELSIF TG_TABLE_NAME = 'city' THEN
    SELECT array_agg(p.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN address a ON a.city_id = n.id JOIN property p ON p.address_id = a.id
    WHERE n.name IS DISTINCT FROM o.name;
  ELSIF TG_TABLE_NAME = 'tenant' THEN
    SELECT array_agg(c.property_id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN contract_tenant ct ON ct.tenant_id = n.id JOIN contract c ON c.id = ct.contract_id
    WHERE (n.name, n.fiscal_number) IS DISTINCT FROM (o.name, o.fiscal_number);
  ELSIF TG_TABLE_NAME = 'contract_tenant' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(c.property_id) INTO ids FROM new_rows r JOIN contract c ON c.id = r.contract_id;
    ELSE
      -- A contract's deletion takes its links with it: the contract's own trigger then counts it.
      SELECT array_agg(c.property_id) INTO ids FROM old_rows r JOIN contract c ON c.id = r.contract_id;
    END IF;
  ELSE
    IF TG_OP = 'DELETE' THEN
      SELECT array_agg(property_id) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(n.property_id) || array_agg(o.property_id) INTO ids
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.property_id IS DISTINCT FROM o.property_id;
    END IF;
  END IF;
  ids := array(SELECT DISTINCT id FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY id);
  IF cardinality(ids) > 0 THEN
    PERFORM keep_property_search(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "property_search_inserted" AFTER INSERT ON "property" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "property_search_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_search_updated" AFTER UPDATE ON "property" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "property_search_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_search_updated" AFTER UPDATE ON "address" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "property_search_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_search_updated" AFTER UPDATE ON "city" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "property_search_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_search_updated" AFTER UPDATE ON "tenant" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "property_search_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_search_inserted" AFTER INSERT ON "contract_tenant" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "property_search_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_search_deleted" AFTER DELETE ON "contract_tenant" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "property_search_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_search_updated" AFTER UPDATE ON "contract" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "property_search_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_search_deleted" AFTER DELETE ON "contract" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "property_search_changed"();
--> statement-breakpoint
SELECT keep_property_search(array(SELECT id FROM property ORDER BY id));
