CREATE TABLE "property_counts" (
	"entity_id" integer NOT NULL,
	"property_type_id" integer NOT NULL,
	"top_level" boolean NOT NULL,
	"properties" integer NOT NULL,
	CONSTRAINT "property_counts_entity_id_property_type_id_top_level_pk" PRIMARY KEY("entity_id","property_type_id","top_level")
);
--> statement-breakpoint
ALTER TABLE "property_counts" ADD CONSTRAINT "property_counts_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each statement writing properties adds, per entity, type and level, the properties it made and
-- takes away those it moved or deleted (docs/domain.md "Kept figures"). An entity being deleted (no
-- longer visible) gets no row: its rows go with it.
CREATE FUNCTION "property_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE property_counts k SET properties = k.properties - o.n
    FROM (SELECT entity_id, property_type_id, parent_property_id IS NULL AS top_level, count(*)::int AS n
      FROM old_rows GROUP BY 1, 2, 3) o
    WHERE k.entity_id = o.entity_id AND k.property_type_id = o.property_type_id AND k.top_level = o.top_level;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO property_counts AS k (entity_id, property_type_id, top_level, properties)
    SELECT n.entity_id, n.property_type_id, n.parent_property_id IS NULL, count(*)::int FROM new_rows n
    WHERE EXISTS (SELECT 1 FROM entity e WHERE e.id = n.entity_id)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (entity_id, property_type_id, top_level) DO UPDATE SET properties = k.properties + excluded.properties;
    RETURN NULL;
  END IF;
  WITH delta AS (
    SELECT entity_id, property_type_id, parent_property_id IS NULL AS top_level, 1 AS n FROM new_rows
    UNION ALL
    SELECT entity_id, property_type_id, parent_property_id IS NULL, -1 FROM old_rows
  )
  INSERT INTO property_counts AS k (entity_id, property_type_id, top_level, properties)
  SELECT d.entity_id, d.property_type_id, d.top_level, sum(d.n)::int FROM delta d
  WHERE EXISTS (SELECT 1 FROM entity e WHERE e.id = d.entity_id)
  GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (entity_id, property_type_id, top_level) DO UPDATE SET properties = k.properties + excluded.properties;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "property_counts_inserted" AFTER INSERT ON "property" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "property_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_counts_updated" AFTER UPDATE ON "property" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "property_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "property_counts_deleted" AFTER DELETE ON "property" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "property_counts_changed"();
--> statement-breakpoint
INSERT INTO property_counts (entity_id, property_type_id, top_level, properties)
SELECT entity_id, property_type_id, parent_property_id IS NULL, count(*)::int FROM property GROUP BY 1, 2, 3;
