ALTER TABLE "entity_counts" ADD COLUMN "tenants" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The entity's tenant count, as its expense counts (0020_kept_counts.sql): each statement inserting
-- or deleting tenants adds what it did, per entity; an entity being deleted gets no row. An update
-- counts only if it moves a tenant to another entity (the difference of its two sides).
CREATE FUNCTION "entity_counts_tenants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT entity_id, count(*)::int AS n FROM new_rows GROUP BY entity_id
    UNION ALL
    SELECT entity_id, -count(*)::int FROM old_rows GROUP BY entity_id
  ),
  summed AS (SELECT entity_id, sum(n)::int AS n FROM delta GROUP BY entity_id)
  INSERT INTO entity_counts AS k (entity_id, tenants)
  SELECT s.entity_id, s.n FROM summed s
  WHERE s.n <> 0 AND EXISTS (SELECT 1 FROM entity e WHERE e.id = s.entity_id)
  ORDER BY s.entity_id
  ON CONFLICT (entity_id) DO UPDATE SET tenants = k.tenants + excluded.tenants;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "entity_counts_tenants_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entity_counts AS k (entity_id, tenants)
  SELECT n.entity_id, count(*)::int FROM new_rows n
  WHERE EXISTS (SELECT 1 FROM entity e WHERE e.id = n.entity_id)
  GROUP BY n.entity_id ORDER BY n.entity_id
  ON CONFLICT (entity_id) DO UPDATE SET tenants = k.tenants + excluded.tenants;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "entity_counts_tenants_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE entity_counts k SET tenants = k.tenants - o.n
  FROM (SELECT entity_id, count(*)::int AS n FROM old_rows GROUP BY entity_id) o
  WHERE k.entity_id = o.entity_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "entity_counts_tenants_inserted" AFTER INSERT ON "tenant" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_tenants_inserted"();
--> statement-breakpoint
CREATE TRIGGER "entity_counts_tenants_updated" AFTER UPDATE ON "tenant" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_tenants"();
--> statement-breakpoint
CREATE TRIGGER "entity_counts_tenants_deleted" AFTER DELETE ON "tenant" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_tenants_deleted"();
--> statement-breakpoint
-- The tenants there are.
INSERT INTO entity_counts AS k (entity_id, tenants)
SELECT entity_id, count(*)::int FROM tenant GROUP BY entity_id ORDER BY entity_id
ON CONFLICT (entity_id) DO UPDATE SET tenants = excluded.tenants;
