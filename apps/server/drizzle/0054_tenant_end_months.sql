CREATE TABLE "tenant_end_months" (
	"entity_id" integer NOT NULL,
	"month" date NOT NULL,
	"tenants" integer NOT NULL,
	CONSTRAINT "tenant_end_months_entity_id_month_pk" PRIMARY KEY("entity_id","month")
);
--> statement-breakpoint
ALTER TABLE "tenant_end_months" ADD CONSTRAINT "tenant_end_months_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each statement writing the tenants' kept ends adds, per entity and month, the tenants whose last
-- contract it made end there and takes away those it moved or deleted (docs/domain.md "Kept
-- figures"); a tenant on no contract (no end) counts in no month. An entity being deleted (no
-- longer visible) gets no row: its rows go with it.
CREATE FUNCTION "tenant_end_months_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE tenant_end_months k SET tenants = k.tenants - o.n
    FROM (SELECT entity_id, utc_month(contracts_end) AS month, count(*)::int AS n FROM old_rows
      WHERE contracts_end IS NOT NULL GROUP BY 1, 2) o
    WHERE k.entity_id = o.entity_id AND k.month = o.month;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tenant_end_months AS k (entity_id, month, tenants)
    SELECT n.entity_id, utc_month(n.contracts_end), count(*)::int FROM new_rows n
    WHERE n.contracts_end IS NOT NULL AND EXISTS (SELECT 1 FROM entity e WHERE e.id = n.entity_id)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (entity_id, month) DO UPDATE SET tenants = k.tenants + excluded.tenants;
    RETURN NULL;
  END IF;
  WITH delta AS (
    SELECT entity_id, utc_month(contracts_end) AS month, 1 AS n FROM new_rows WHERE contracts_end IS NOT NULL
    UNION ALL
    SELECT entity_id, utc_month(contracts_end), -1 FROM old_rows WHERE contracts_end IS NOT NULL
  )
  INSERT INTO tenant_end_months AS k (entity_id, month, tenants)
  SELECT d.entity_id, d.month, sum(d.n)::int FROM delta d
  WHERE EXISTS (SELECT 1 FROM entity e WHERE e.id = d.entity_id)
  GROUP BY 1, 2 HAVING sum(d.n) <> 0 ORDER BY 1, 2
  ON CONFLICT (entity_id, month) DO UPDATE SET tenants = k.tenants + excluded.tenants;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tenant_end_months_inserted" AFTER INSERT ON "tenant_figures" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "tenant_end_months_changed"();
--> statement-breakpoint
CREATE TRIGGER "tenant_end_months_updated" AFTER UPDATE ON "tenant_figures" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "tenant_end_months_changed"();
--> statement-breakpoint
CREATE TRIGGER "tenant_end_months_deleted" AFTER DELETE ON "tenant_figures" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "tenant_end_months_changed"();
--> statement-breakpoint
INSERT INTO tenant_end_months (entity_id, month, tenants)
SELECT entity_id, utc_month(contracts_end), count(*)::int FROM tenant_figures
WHERE contracts_end IS NOT NULL GROUP BY 1, 2;
