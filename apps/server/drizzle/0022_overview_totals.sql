CREATE TABLE "overview_totals" (
	"entity_id" integer NOT NULL,
	"currency" text NOT NULL,
	"debt" numeric DEFAULT '0' NOT NULL,
	"retained" numeric DEFAULT '0' NOT NULL,
	"missing" integer DEFAULT 0 NOT NULL,
	"actions" integer DEFAULT 0 NOT NULL,
	"current" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "overview_totals_entity_id_currency_pk" PRIMARY KEY("entity_id","currency")
);
--> statement-breakpoint
ALTER TABLE "contract_figures" ADD COLUMN "currency" text;--> statement-breakpoint
UPDATE contract_figures SET currency = item->>'currency' WHERE item IS NOT NULL;
--> statement-breakpoint
-- The entity's overview totals (docs/domain.md "Kept figures"): each statement writing overview
-- rows adds, per entity and currency, what its shown rows hold now less what they held before. A
-- statement that changes nothing of them (a write marking rows out of date) writes no total, so
-- concurrent payments do not queue on the entity's totals. An entity being deleted gets no row.
CREATE FUNCTION "overview_totals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT entity_id, currency, debt, retained_year AS retained, missing,
      needs_action::int AS actions, current::int AS current
    FROM new_rows WHERE shown AND currency IS NOT NULL
    UNION ALL
    SELECT entity_id, currency, -debt, -retained_year, -missing, -(needs_action::int), -(current::int)
    FROM old_rows WHERE shown AND currency IS NOT NULL
  ),
  summed AS (
    SELECT entity_id, currency, sum(debt) AS debt, sum(retained) AS retained,
      sum(missing)::int AS missing, sum(actions)::int AS actions, sum(current)::int AS current
    FROM delta GROUP BY entity_id, currency
  )
  INSERT INTO overview_totals AS k (entity_id, currency, debt, retained, missing, actions, current)
  SELECT s.entity_id, s.currency, s.debt, s.retained, s.missing, s.actions, s.current FROM summed s
  WHERE (s.debt <> 0 OR s.retained <> 0 OR s.missing <> 0 OR s.actions <> 0 OR s.current <> 0)
    AND EXISTS (SELECT 1 FROM entity e WHERE e.id = s.entity_id)
  ORDER BY s.entity_id, s.currency
  ON CONFLICT (entity_id, currency) DO UPDATE SET
    debt = k.debt + excluded.debt, retained = k.retained + excluded.retained,
    missing = k.missing + excluded.missing, actions = k.actions + excluded.actions,
    current = k.current + excluded.current;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A function per kind of statement: a trigger's transition tables are only those it declares.
CREATE FUNCTION "overview_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE overview_totals k SET
    debt = k.debt - o.debt, retained = k.retained - o.retained, missing = k.missing - o.missing,
    actions = k.actions - o.actions, current = k.current - o.current
  FROM (
    SELECT entity_id, currency, sum(debt) AS debt, sum(retained_year) AS retained,
      sum(missing)::int AS missing, (count(*) FILTER (WHERE needs_action))::int AS actions,
      (count(*) FILTER (WHERE current))::int AS current
    FROM old_rows WHERE shown AND currency IS NOT NULL GROUP BY entity_id, currency
  ) o
  WHERE k.entity_id = o.entity_id AND k.currency = o.currency;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "overview_totals_updated" AFTER UPDATE ON "contract_figures" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "overview_totals_changed"();
--> statement-breakpoint
CREATE TRIGGER "overview_totals_deleted" AFTER DELETE ON "contract_figures" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "overview_totals_deleted"();
--> statement-breakpoint
CREATE FUNCTION "overview_totals_entity_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM overview_totals WHERE entity_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "overview_totals_entity_deleted" AFTER DELETE ON "entity" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "overview_totals_entity_deleted"();
--> statement-breakpoint
INSERT INTO overview_totals (entity_id, currency, debt, retained, missing, actions, current)
SELECT entity_id, currency, sum(debt), sum(retained_year), sum(missing)::int,
  (count(*) FILTER (WHERE needs_action))::int, (count(*) FILTER (WHERE current))::int
FROM contract_figures WHERE shown AND currency IS NOT NULL
GROUP BY entity_id, currency;
