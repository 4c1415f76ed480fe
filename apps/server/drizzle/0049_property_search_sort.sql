-- What a searched page of the property list chooses and sorts its matches by, kept beside the words
-- (docs/performance.md "Searches by entity"): the page and its count then read the kept rows alone,
-- not each match's property as well. Added empty, filled below, then required.
ALTER TABLE "property_search" ADD COLUMN "sort_name" text;--> statement-breakpoint
ALTER TABLE "property_search" ADD COLUMN "top_level" boolean;--> statement-breakpoint
ALTER TABLE "property_search" ADD COLUMN "property_type_id" integer;--> statement-breakpoint
ALTER TABLE "property_search" ADD COLUMN "coded" boolean;--> statement-breakpoint
-- As drizzle/0046, with the sort name, the level, the type and whether the property has a tax code
-- (what the tax view shows) written beside the words.
CREATE OR REPLACE FUNCTION "keep_property_search"(changed integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM property_search WHERE property_id = ANY(changed) ORDER BY property_id FOR UPDATE;
  INSERT INTO property_search AS kept (property_id, entity_id, words, sort_name, top_level, property_type_id, coded)
  SELECT p.id, p.entity_id, lower(concat_ws(chr(1), p.name, p.code, a.street, a.postal_code, ci.name, (
      SELECT string_agg(DISTINCT concat_ws(chr(1), t.name, t.fiscal_number), chr(1))
      FROM contract c
      JOIN contract_tenant ct ON ct.contract_id = c.id
      JOIN tenant t ON t.id = ct.tenant_id AND t.entity_id = p.entity_id
      WHERE c.property_id = p.id))),
    p.sort_name, p.parent_property_id IS NULL, p.property_type_id, trim(coalesce(p.code, '')) <> ''
  FROM property p
  LEFT JOIN address a ON a.id = p.address_id AND a.entity_id = p.entity_id
  LEFT JOIN city ci ON ci.id = a.city_id
  WHERE p.id = ANY(changed)
  ORDER BY p.id
  ON CONFLICT (property_id) DO UPDATE SET entity_id = excluded.entity_id, words = excluded.words,
    sort_name = excluded.sort_name, top_level = excluded.top_level,
    property_type_id = excluded.property_type_id, coded = excluded.coded
  WHERE (kept.entity_id, kept.words, kept.sort_name, kept.top_level, kept.property_type_id, kept.coded)
    IS DISTINCT FROM
    (excluded.entity_id, excluded.words, excluded.sort_name, excluded.top_level, excluded.property_type_id, excluded.coded);
END;
$$;
--> statement-breakpoint
-- As drizzle/0046, with a property's move, type and sort name (its name or its type's) among the
-- changes that rewrite its row.
CREATE OR REPLACE FUNCTION "property_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'property' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(id) INTO ids FROM new_rows;
    ELSE
      SELECT array_agg(n.id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.entity_id, n.name, n.code, n.address_id, n.sort_name, n.parent_property_id, n.property_type_id)
        IS DISTINCT FROM (o.entity_id, o.name, o.code, o.address_id, o.sort_name, o.parent_property_id, o.property_type_id);
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
SELECT keep_property_search(array(SELECT id FROM property ORDER BY id));
--> statement-breakpoint
ALTER TABLE "property_search" ALTER COLUMN "sort_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "property_search" ALTER COLUMN "top_level" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "property_search" ALTER COLUMN "property_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "property_search" ALTER COLUMN "coded" SET NOT NULL;
