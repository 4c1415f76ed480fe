CREATE TABLE "contract_end_months" (
	"entity_id" integer NOT NULL,
	"month" date NOT NULL,
	"contracts" integer NOT NULL,
	CONSTRAINT "contract_end_months_entity_id_month_pk" PRIMARY KEY("entity_id","month")
);
--> statement-breakpoint
ALTER TABLE "contract_end_months" ADD CONSTRAINT "contract_end_months_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each statement writing contracts adds, per entity and month, the contracts it made end there and
-- takes away those it moved or deleted (docs/domain.md "Kept figures"). An entity being deleted (no
-- longer visible) gets no row: its rows go with it.
CREATE FUNCTION "contract_end_months_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE contract_end_months k SET contracts = k.contracts - o.n
    FROM (SELECT entity_id, utc_month(end_date) AS month, count(*)::int AS n FROM old_rows GROUP BY 1, 2) o
    WHERE k.entity_id = o.entity_id AND k.month = o.month;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO contract_end_months AS k (entity_id, month, contracts)
    SELECT n.entity_id, utc_month(n.end_date), count(*)::int FROM new_rows n
    WHERE EXISTS (SELECT 1 FROM entity e WHERE e.id = n.entity_id)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (entity_id, month) DO UPDATE SET contracts = k.contracts + excluded.contracts;
    RETURN NULL;
  END IF;
  WITH delta AS (
    SELECT entity_id, utc_month(end_date) AS month, 1 AS n FROM new_rows
    UNION ALL
    SELECT entity_id, utc_month(end_date), -1 FROM old_rows
  )
  INSERT INTO contract_end_months AS k (entity_id, month, contracts)
  SELECT d.entity_id, d.month, sum(d.n)::int FROM delta d
  WHERE EXISTS (SELECT 1 FROM entity e WHERE e.id = d.entity_id)
  GROUP BY 1, 2 HAVING sum(d.n) <> 0 ORDER BY 1, 2
  ON CONFLICT (entity_id, month) DO UPDATE SET contracts = k.contracts + excluded.contracts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contract_end_months_inserted" AFTER INSERT ON "contract" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_end_months_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_end_months_updated" AFTER UPDATE ON "contract" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_end_months_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_end_months_deleted" AFTER DELETE ON "contract" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_end_months_changed"();
--> statement-breakpoint
INSERT INTO contract_end_months (entity_id, month, contracts)
SELECT entity_id, utc_month(end_date), count(*)::int FROM contract GROUP BY 1, 2;
