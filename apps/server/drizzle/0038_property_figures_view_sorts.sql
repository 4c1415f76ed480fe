-- The property list's views sorted by a figure (a type's, the parent properties') walk an index of
-- the kept figures alone: the figures row holds its property's type and parent (docs/domain.md
-- "Kept figures"), written with the figures; a property's new type or parent recomputes its row.
DROP INDEX "property_figures_entity_value_idx";--> statement-breakpoint
DROP INDEX "property_figures_entity_contract_idx";--> statement-breakpoint
DROP INDEX "property_figures_entity_expenses_idx";--> statement-breakpoint
ALTER TABLE "property_figures" ADD COLUMN "property_type_id" integer;--> statement-breakpoint
ALTER TABLE "property_figures" ADD COLUMN "parent_property_id" integer;--> statement-breakpoint
-- The rows kept so far take their property's type and parent; from now on keep_property_figures
-- writes them with the figures.
UPDATE "property_figures" f SET "property_type_id" = p."property_type_id", "parent_property_id" = p."parent_property_id"
FROM "property" p WHERE p."id" = f."property_id";--> statement-breakpoint
ALTER TABLE "property_figures" ALTER COLUMN "property_type_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "property_figures_type_value_idx" ON "property_figures" USING btree ("entity_id","property_type_id","value","property_id");--> statement-breakpoint
CREATE INDEX "property_figures_parent_value_idx" ON "property_figures" USING btree ("entity_id","value","property_id") WHERE "property_figures"."parent_property_id" is null;--> statement-breakpoint
CREATE INDEX "property_figures_type_contract_idx" ON "property_figures" USING btree ("entity_id","property_type_id","contract_total","property_id");--> statement-breakpoint
CREATE INDEX "property_figures_parent_contract_idx" ON "property_figures" USING btree ("entity_id","contract_total","property_id") WHERE "property_figures"."parent_property_id" is null;--> statement-breakpoint
CREATE INDEX "property_figures_type_expenses_idx" ON "property_figures" USING btree ("entity_id","property_type_id","expenses_year","property_id");--> statement-breakpoint
CREATE INDEX "property_figures_parent_expenses_idx" ON "property_figures" USING btree ("entity_id","expenses_year","property_id") WHERE "property_figures"."parent_property_id" is null;--> statement-breakpoint
-- As in 0029, writing the property's type and parent with its figures.
CREATE OR REPLACE FUNCTION "keep_property_figures"(changed integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  targets integer[];
  entities integer[];
BEGIN
  WITH RECURSIVE up AS (
    SELECT p.id, p.parent_property_id FROM property p WHERE p.id = ANY(changed)
    UNION
    SELECT p.id, p.parent_property_id FROM up JOIN property p ON p.id = up.parent_property_id
  )
  SELECT array_agg(id ORDER BY id) INTO targets FROM up;
  IF targets IS NULL THEN
    RETURN;
  END IF;
  -- The entities first, then their figures: every writer of figures takes the locks in this order.
  SELECT array_agg(DISTINCT p.entity_id) INTO entities FROM property p WHERE p.id = ANY(targets);
  PERFORM 1 FROM entity WHERE id = ANY(entities) ORDER BY id FOR NO KEY UPDATE;
  PERFORM 1 FROM property_figures WHERE property_id = ANY(targets) ORDER BY property_id FOR UPDATE;
  WITH RECURSIVE
  sub AS (
    SELECT t AS id FROM unnest(targets) AS t
    UNION
    SELECT c.id FROM sub JOIN property c ON c.parent_property_id = sub.id
  ),
  cur AS (
    SELECT c.property_id, count(*)::int AS n,
      sum(c.amount + coalesce(c.extra_amount, 0)) AS total,
      sum(c.amount + coalesce(c.extra_amount, 0) - CASE WHEN c.tax_retention
        THEN round(coalesce(c.taxable_amount, c.amount) * coalesce(c.tax_retention_percentage, 0) / 100, 2)
        ELSE 0 END) AS net
    FROM contract c
    WHERE c.property_id IN (SELECT id FROM sub) AND c.start_date <= now() AND c.end_date >= now()
    GROUP BY c.property_id
  ),
  clock AS (
    SELECT c.property_id,
      min(CASE WHEN c.start_date > now() THEN c.start_date ELSE c.end_date + interval '1 microsecond' END) AS next
    FROM contract c
    WHERE c.property_id IN (SELECT id FROM sub) AND c.end_date >= now()
    GROUP BY c.property_id
  ),
  exp AS (
    SELECT e.property_id, sum(e.amount) AS total,
      coalesce(sum(e.amount) FILTER (
        WHERE e.date >= date_trunc('year', now()) AND e.date < date_trunc('year', now()) + interval '1 year'
      ), 0) AS year
    FROM expense e
    WHERE e.property_id IN (SELECT id FROM sub) AND e.include_in_yield
    GROUP BY e.property_id
  ),
  kids AS (
    SELECT parent_property_id AS id, count(*)::int AS n
    FROM property WHERE parent_property_id IN (SELECT id FROM sub)
    GROUP BY parent_property_id
  ),
  tree AS (
    SELECT t AS root_id, t AS id, EXISTS (SELECT 1 FROM cur WHERE cur.property_id = t) AS covered
    FROM unnest(targets) AS t
    UNION ALL
    SELECT tree.root_id, c.id, tree.covered OR cur.property_id IS NOT NULL
    FROM tree JOIN property c ON c.parent_property_id = tree.id
    LEFT JOIN cur ON cur.property_id = c.id
  ),
  figures AS (
    SELECT t.root_id,
      (count(*) FILTER (WHERE kids.id IS NULL))::int AS units,
      (count(*) FILTER (WHERE kids.id IS NULL AND t.covered))::int AS occupied,
      coalesce(sum(cur.n), 0)::int AS contracts,
      coalesce(sum(p.value), 0) AS value,
      coalesce(sum(cur.total), 0) AS contract_total,
      coalesce(sum(cur.net), 0) AS contract_net,
      coalesce(sum(exp.total), 0) AS expenses,
      coalesce(sum(exp.year), 0) AS expenses_year,
      least(min(clock.next), date_trunc('year', now()) + interval '1 year') AS valid_until
    FROM tree t
    JOIN property p ON p.id = t.id
    LEFT JOIN kids ON kids.id = t.id
    LEFT JOIN cur ON cur.property_id = t.id
    LEFT JOIN exp ON exp.property_id = t.id
    LEFT JOIN clock ON clock.property_id = t.id
    GROUP BY t.root_id
  )
  INSERT INTO property_figures AS kept (property_id, entity_id, property_type_id, parent_property_id,
    num_children, units, occupied, contracts, value, contract_total, contract_net, expenses, expenses_year,
    valid_until)
  SELECT f.root_id, p.entity_id, p.property_type_id, p.parent_property_id, coalesce(kids.n, 0), f.units,
    f.occupied, f.contracts,
    f.value, f.contract_total, f.contract_net, f.expenses, f.expenses_year, f.valid_until
  FROM figures f
  JOIN property p ON p.id = f.root_id
  LEFT JOIN kids ON kids.id = f.root_id
  ON CONFLICT (property_id) DO UPDATE SET
    entity_id = excluded.entity_id, property_type_id = excluded.property_type_id,
    parent_property_id = excluded.parent_property_id, num_children = excluded.num_children, units = excluded.units,
    occupied = excluded.occupied, contracts = excluded.contracts, value = excluded.value,
    contract_total = excluded.contract_total, contract_net = excluded.contract_net,
    expenses = excluded.expenses, expenses_year = excluded.expenses_year, valid_until = excluded.valid_until;
  PERFORM keep_entity_property_totals(entities);
END;
$$;
--> statement-breakpoint
-- As in 0015, a property's new type also recomputes its row (which holds the type).
CREATE OR REPLACE FUNCTION "property_figures_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'property' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(id) || array_agg(parent_property_id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(parent_property_id) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(n.id) || array_agg(o.parent_property_id) INTO ids
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.parent_property_id, n.value, n.property_type_id)
        IS DISTINCT FROM (o.parent_property_id, o.value, o.property_type_id);
    END IF;
  ELSIF TG_TABLE_NAME = 'contract' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(property_id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(property_id) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(n.property_id) || array_agg(o.property_id) INTO ids
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.property_id, n.start_date, n.end_date, n.amount, n.extra_amount, n.taxable_amount,
        n.tax_retention, n.tax_retention_percentage) IS DISTINCT FROM (o.property_id, o.start_date,
        o.end_date, o.amount, o.extra_amount, o.taxable_amount, o.tax_retention, o.tax_retention_percentage);
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(property_id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(property_id) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(n.property_id) || array_agg(o.property_id) INTO ids
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.property_id, n.amount, n.date, n.include_in_yield)
        IS DISTINCT FROM (o.property_id, o.amount, o.date, o.include_in_yield);
    END IF;
  END IF;
  ids := array(SELECT DISTINCT id FROM unnest(ids) AS id WHERE id IS NOT NULL);
  IF cardinality(ids) > 0 THEN
    PERFORM keep_property_figures(ids);
  END IF;
  RETURN NULL;
END;
$$;
