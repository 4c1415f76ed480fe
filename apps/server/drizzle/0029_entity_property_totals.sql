CREATE TABLE "entity_property_totals" (
	"entity_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"value" numeric NOT NULL,
	"contract_total" numeric NOT NULL,
	"contract_net" numeric NOT NULL,
	"expenses" numeric NOT NULL,
	"expenses_year" numeric NOT NULL,
	CONSTRAINT "entity_property_totals_entity_id_currency_id_pk" PRIMARY KEY("entity_id","currency_id")
);
--> statement-breakpoint
ALTER TABLE "entity_property_totals" ADD CONSTRAINT "entity_property_totals_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_property_totals" ADD CONSTRAINT "entity_property_totals_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_entity_type_idx" ON "property" USING btree ("entity_id","property_type_id");--> statement-breakpoint
CREATE INDEX "property_entity_taxed_idx" ON "property" USING btree ("entity_id") WHERE trim(coalesce("property"."code", '')) <> '';--> statement-breakpoint
-- How many properties have a tax code: without it the planner guesses nearly all, and answers "is
-- there one?" by reading the table instead of the partial index above.
CREATE STATISTICS "property_code_taxed_stats" ON (trim(coalesce("code", ''))) FROM "property";--> statement-breakpoint
ANALYZE "property";--> statement-breakpoint
-- The property list's footer for its default view, kept (docs/domain.md "Kept figures"): the sums
-- of the parent properties' figures by currency (no currency counts in euro, currency 1), computed
-- again whenever the figures of an entity's properties are written. The entity's row is locked
-- first (FOR NO KEY UPDATE, as the application's entity lock does with FOR UPDATE), so that the sum
-- is taken once the writers before have committed: a statement started after the lock sees them.
CREATE FUNCTION "keep_entity_property_totals"(entities integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF entities IS NULL OR cardinality(entities) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM entity WHERE id = ANY(entities) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM entity_property_totals WHERE entity_id = ANY(entities);
  INSERT INTO entity_property_totals (entity_id, currency_id, value, contract_total, contract_net, expenses,
    expenses_year)
  SELECT p.entity_id, coalesce(p.currency_id, 1), sum(f.value), sum(f.contract_total), sum(f.contract_net),
    sum(f.expenses), sum(f.expenses_year)
  FROM property p
  JOIN property_figures f ON f.property_id = p.id
  WHERE p.entity_id = ANY(entities) AND p.parent_property_id IS NULL
  GROUP BY 1, 2;
END;
$$;
--> statement-breakpoint
-- keep_property_figures as in 0015, with the entities locked before their figures and their totals
-- kept after them.
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
  INSERT INTO property_figures AS kept (property_id, entity_id, num_children, units, occupied, contracts,
    value, contract_total, contract_net, expenses, expenses_year, valid_until)
  SELECT f.root_id, p.entity_id, coalesce(kids.n, 0), f.units, f.occupied, f.contracts,
    f.value, f.contract_total, f.contract_net, f.expenses, f.expenses_year, f.valid_until
  FROM figures f
  JOIN property p ON p.id = f.root_id
  LEFT JOIN kids ON kids.id = f.root_id
  ON CONFLICT (property_id) DO UPDATE SET
    entity_id = excluded.entity_id, num_children = excluded.num_children, units = excluded.units,
    occupied = excluded.occupied, contracts = excluded.contracts, value = excluded.value,
    contract_total = excluded.contract_total, contract_net = excluded.contract_net,
    expenses = excluded.expenses, expenses_year = excluded.expenses_year, valid_until = excluded.valid_until;
  PERFORM keep_entity_property_totals(entities);
END;
$$;
--> statement-breakpoint
-- What changes the totals without changing figures: a parent property deleted (its figures row goes
-- with it) or given another currency.
CREATE FUNCTION "entity_property_totals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entities integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT entity_id) INTO entities FROM old_rows WHERE parent_property_id IS NULL;
  ELSE
    SELECT array_agg(DISTINCT n.entity_id) INTO entities
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.parent_property_id IS NULL AND n.currency_id IS DISTINCT FROM o.currency_id;
  END IF;
  PERFORM keep_entity_property_totals(entities);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "entity_property_totals_deleted" AFTER DELETE ON "property" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "entity_property_totals_changed"();
--> statement-breakpoint
CREATE TRIGGER "entity_property_totals_updated" AFTER UPDATE ON "property" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "entity_property_totals_changed"();
--> statement-breakpoint
SELECT keep_entity_property_totals(array(SELECT id FROM entity));
