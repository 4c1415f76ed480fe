ALTER TABLE "overview_totals" ADD COLUMN "listed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The overview's totals also count the rows it lists (docs/domain.md "Kept figures"): the count
-- of a page without a search. The functions of 0022, with the count added.
CREATE OR REPLACE FUNCTION "overview_totals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT entity_id, currency, debt, retained_year AS retained, missing,
      needs_action::int AS actions, current::int AS current, 1 AS listed
    FROM new_rows WHERE shown AND currency IS NOT NULL
    UNION ALL
    SELECT entity_id, currency, -debt, -retained_year, -missing, -(needs_action::int), -(current::int), -1
    FROM old_rows WHERE shown AND currency IS NOT NULL
  ),
  summed AS (
    SELECT entity_id, currency, sum(debt) AS debt, sum(retained) AS retained,
      sum(missing)::int AS missing, sum(actions)::int AS actions, sum(current)::int AS current,
      sum(listed)::int AS listed
    FROM delta GROUP BY entity_id, currency
  )
  INSERT INTO overview_totals AS k (entity_id, currency, debt, retained, missing, actions, current, listed)
  SELECT s.entity_id, s.currency, s.debt, s.retained, s.missing, s.actions, s.current, s.listed FROM summed s
  WHERE (s.debt <> 0 OR s.retained <> 0 OR s.missing <> 0 OR s.actions <> 0 OR s.current <> 0 OR s.listed <> 0)
    AND EXISTS (SELECT 1 FROM entity e WHERE e.id = s.entity_id)
  ORDER BY s.entity_id, s.currency
  ON CONFLICT (entity_id, currency) DO UPDATE SET
    debt = k.debt + excluded.debt, retained = k.retained + excluded.retained,
    missing = k.missing + excluded.missing, actions = k.actions + excluded.actions,
    current = k.current + excluded.current, listed = k.listed + excluded.listed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "overview_totals_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE overview_totals k SET
    debt = k.debt - o.debt, retained = k.retained - o.retained, missing = k.missing - o.missing,
    actions = k.actions - o.actions, current = k.current - o.current, listed = k.listed - o.listed
  FROM (
    SELECT entity_id, currency, sum(debt) AS debt, sum(retained_year) AS retained,
      sum(missing)::int AS missing, (count(*) FILTER (WHERE needs_action))::int AS actions,
      (count(*) FILTER (WHERE current))::int AS current, count(*)::int AS listed
    FROM old_rows WHERE shown AND currency IS NOT NULL GROUP BY entity_id, currency
  ) o
  WHERE k.entity_id = o.entity_id AND k.currency = o.currency;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE overview_totals k SET listed = c.listed
FROM (
  SELECT entity_id, currency, count(*)::int AS listed FROM contract_figures
  WHERE shown AND currency IS NOT NULL GROUP BY entity_id, currency
) c
WHERE k.entity_id = c.entity_id AND k.currency = c.currency;
