CREATE TABLE "period_totals" (
	"entity_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"month" date NOT NULL,
	"rents" integer DEFAULT 0 NOT NULL,
	"to_pay" numeric DEFAULT '0' NOT NULL,
	"paid" numeric DEFAULT '0' NOT NULL,
	"to_retain" numeric DEFAULT '0' NOT NULL,
	"retained" numeric DEFAULT '0' NOT NULL,
	"expenses" integer DEFAULT 0 NOT NULL,
	"spent" numeric DEFAULT '0' NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"started_total" numeric DEFAULT '0' NOT NULL,
	"started_net" numeric DEFAULT '0' NOT NULL,
	"started_debt" numeric DEFAULT '0' NOT NULL,
	"ended" integer DEFAULT 0 NOT NULL,
	"ended_total" numeric DEFAULT '0' NOT NULL,
	"ended_net" numeric DEFAULT '0' NOT NULL,
	"ended_debt" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_figures" ADD COLUMN "currency_id" integer;--> statement-breakpoint
ALTER TABLE "contract_figures" ADD COLUMN "start_month" date;--> statement-breakpoint
ALTER TABLE "contract_figures" ADD COLUMN "end_month" date;--> statement-breakpoint
ALTER TABLE "contract_figures" ADD COLUMN "total" numeric;--> statement-breakpoint
ALTER TABLE "contract_figures" ADD COLUMN "net" numeric;--> statement-breakpoint
ALTER TABLE "rent" ADD COLUMN "outside_contract" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "period_totals_entity_idx" ON "period_totals" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "rent_outside_contract_idx" ON "rent" USING btree ("entity_id","payment_period_date") WHERE outside_contract;--> statement-breakpoint
-- The month an instant falls in, as the period summary counts months (UTC, as the periods are stored).
CREATE FUNCTION "utc_month"(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('month', t AT TIME ZONE 'UTC')::date
$$;
--> statement-breakpoint
-- The retained tax a rent counts for what was paid on it (docs/domain.md "Entity overview and finance
-- summary"): all of
-- it once nothing is left to pay, else its share of the payments.
CREATE FUNCTION "retained_share"(amount numeric, retained numeric, paid numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN amount - coalesce(retained, 0) <= 0 THEN coalesce(retained, 0)
    ELSE least(coalesce(retained, 0), round(coalesce(retained, 0) * paid / (amount - coalesce(retained, 0)), 2)) END
$$;
--> statement-breakpoint
-- A rent outside its contract's months is flagged as it is written; the contract's re-dating
-- flags its rents again (below).
CREATE FUNCTION "rent_outside_contract"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT utc_month(NEW.payment_period_date) NOT BETWEEN utc_month(c.start_date) AND utc_month(c.end_date)
  INTO NEW.outside_contract FROM contract c WHERE c.id = NEW.contract_id;
  NEW.outside_contract := coalesce(NEW.outside_contract, false);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rent_outside_contract" BEFORE INSERT OR UPDATE OF payment_period_date, contract_id ON "rent"
FOR EACH ROW EXECUTE FUNCTION "rent_outside_contract"();
--> statement-breakpoint
CREATE FUNCTION "rent_outside_contract_redated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE rent r SET outside_contract = NOT r.outside_contract
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE r.contract_id = n.id
    AND (utc_month(n.start_date), utc_month(n.end_date)) IS DISTINCT FROM (utc_month(o.start_date), utc_month(o.end_date))
    AND r.outside_contract <> (utc_month(r.payment_period_date) NOT BETWEEN utc_month(n.start_date) AND utc_month(n.end_date));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rent_outside_contract_redated" AFTER UPDATE ON "contract" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "rent_outside_contract_redated"();
--> statement-breakpoint
UPDATE rent r SET outside_contract = true FROM contract c
WHERE c.id = r.contract_id
  AND utc_month(r.payment_period_date) NOT BETWEEN utc_month(c.start_date) AND utc_month(c.end_date);
--> statement-breakpoint
-- What a row of each table adds to its month, `sign` 1 for a row written, -1 for a row replaced or deleted.
CREATE FUNCTION "period_rent_delta"(sign int, entity_id int, currency_id int, period timestamptz,
  amount numeric, retained numeric, paid numeric) RETURNS period_totals LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(entity_id, currency_id, utc_month(period), sign, sign * (amount - coalesce(retained, 0)),
    sign * paid, sign * coalesce(retained, 0), sign * retained_share(amount, retained, paid),
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0)::period_totals
$$;
--> statement-breakpoint
CREATE FUNCTION "period_expense_delta"(sign int, entity_id int, currency_id int, day timestamptz, amount numeric)
RETURNS period_totals LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(entity_id, currency_id, utc_month(day), 0, 0, 0, 0, 0, sign, sign * amount,
    0, 0, 0, 0, 0, 0, 0, 0)::period_totals
$$;
--> statement-breakpoint
CREATE FUNCTION "period_contract_delta"(sign int, entity_id int, currency_id int, start_month date,
  end_month date, total numeric, net numeric, debt numeric) RETURNS SETOF period_totals LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(entity_id, currency_id, start_month, 0, 0, 0, 0, 0, 0, 0,
    sign, sign * total, sign * net, sign * debt, 0, 0, 0, 0)::period_totals
  UNION ALL
  SELECT ROW(entity_id, currency_id, end_month, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, sign, sign * total, sign * net, sign * debt)::period_totals
$$;
--> statement-breakpoint
-- Adds a statement's differences, one row per entity, currency and month that moved; none for an
-- entity being deleted.
CREATE FUNCTION "add_period_totals"(deltas period_totals[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- In PL/pgSQL, not SQL, so that its plan is kept for the session: it runs in every payment.
  INSERT INTO period_totals (entity_id, currency_id, month, rents, to_pay, paid, to_retain, retained,
    expenses, spent, started, started_total, started_net, started_debt, ended, ended_total, ended_net, ended_debt)
  SELECT d.entity_id, d.currency_id, d.month, sum(d.rents), sum(d.to_pay), sum(d.paid), sum(d.to_retain),
    sum(d.retained), sum(d.expenses), sum(d.spent), sum(d.started), sum(d.started_total), sum(d.started_net),
    sum(d.started_debt), sum(d.ended), sum(d.ended_total), sum(d.ended_net), sum(d.ended_debt)
  FROM unnest(deltas) d
  WHERE EXISTS (SELECT 1 FROM entity e WHERE e.id = d.entity_id)
  GROUP BY d.entity_id, d.currency_id, d.month
  HAVING sum(d.rents) <> 0 OR sum(d.to_pay) <> 0 OR sum(d.paid) <> 0 OR sum(d.to_retain) <> 0
    OR sum(d.retained) <> 0 OR sum(d.expenses) <> 0 OR sum(d.spent) <> 0 OR sum(d.started) <> 0
    OR sum(d.started_total) <> 0 OR sum(d.started_net) <> 0 OR sum(d.started_debt) <> 0 OR sum(d.ended) <> 0
    OR sum(d.ended_total) <> 0 OR sum(d.ended_net) <> 0 OR sum(d.ended_debt) <> 0;
END $$;
--> statement-breakpoint
-- Rents within their contract's months, in the rent's currency (those outside are counted one by
-- one when read: finance/period-totals.ts).
CREATE FUNCTION "period_totals_rents"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas period_totals[] := '{}';
BEGIN
  -- A payment writes its rent: the statement every payment runs, so written out in full (half the
  -- cost of going through period_rent_delta and add_period_totals).
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO period_totals (entity_id, currency_id, month, rents, to_pay, paid, to_retain, retained)
    SELECT d.entity_id, d.currency_id, d.month, sum(d.rents), sum(d.to_pay), sum(d.paid), sum(d.to_retain), sum(d.retained)
    FROM (
      SELECT entity_id, currency_id, utc_month(payment_period_date) AS month, 1 AS rents,
        amount - coalesce(retained_amount, 0) AS to_pay, paid_amount AS paid,
        coalesce(retained_amount, 0) AS to_retain, retained_share(amount, retained_amount, paid_amount) AS retained
      FROM new_rows WHERE NOT outside_contract
      UNION ALL
      SELECT entity_id, currency_id, utc_month(payment_period_date), -1,
        -(amount - coalesce(retained_amount, 0)), -paid_amount,
        -coalesce(retained_amount, 0), -retained_share(amount, retained_amount, paid_amount)
      FROM old_rows WHERE NOT outside_contract
    ) d
    WHERE EXISTS (SELECT 1 FROM entity e WHERE e.id = d.entity_id)
    GROUP BY d.entity_id, d.currency_id, d.month
    HAVING sum(d.rents) <> 0 OR sum(d.to_pay) <> 0 OR sum(d.paid) <> 0 OR sum(d.to_retain) <> 0 OR sum(d.retained) <> 0;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    deltas := deltas || ARRAY(SELECT period_rent_delta(1, entity_id, currency_id, payment_period_date,
      amount, retained_amount, paid_amount) FROM new_rows WHERE NOT outside_contract);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    deltas := deltas || ARRAY(SELECT period_rent_delta(-1, entity_id, currency_id, payment_period_date,
      amount, retained_amount, paid_amount) FROM old_rows WHERE NOT outside_contract);
  END IF;
  PERFORM add_period_totals(deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Expenses of a property (the entity's own are totalled apart), in the expense's currency.
CREATE FUNCTION "period_totals_expenses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas period_totals[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    deltas := deltas || ARRAY(SELECT period_expense_delta(1, entity_id, currency_id, date, amount)
      FROM new_rows WHERE property_id IS NOT NULL);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    deltas := deltas || ARRAY(SELECT period_expense_delta(-1, entity_id, currency_id, date, amount)
      FROM old_rows WHERE property_id IS NOT NULL);
  END IF;
  PERFORM add_period_totals(deltas);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Contracts as their overview rows were last computed (the debt with them); a read of the totals
-- first recomputes the rows marked out of date.
CREATE FUNCTION "period_totals_contracts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas period_totals[] := '{}';
BEGIN
  -- Marking rows out of date (every payment does) changes none of what is totalled: nothing to add.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n JOIN old_rows o ON o.contract_id = n.contract_id
      WHERE (n.currency_id, n.start_month, n.end_month, n.total, n.net, n.debt)
        IS DISTINCT FROM (o.currency_id, o.start_month, o.end_month, o.total, o.net, o.debt)
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    deltas := deltas || ARRAY(SELECT d FROM new_rows n,
      period_contract_delta(1, n.entity_id, n.currency_id, n.start_month, n.end_month, n.total, n.net, n.debt) d
      WHERE n.currency_id IS NOT NULL);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    deltas := deltas || ARRAY(SELECT d FROM old_rows o,
      period_contract_delta(-1, o.entity_id, o.currency_id, o.start_month, o.end_month, o.total, o.net, o.debt) d
      WHERE o.currency_id IS NOT NULL);
  END IF;
  IF array_length(deltas, 1) > 0 THEN
    PERFORM add_period_totals(deltas);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "period_totals_inserted" AFTER INSERT ON "rent" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "period_totals_rents"();
--> statement-breakpoint
CREATE TRIGGER "period_totals_updated" AFTER UPDATE ON "rent" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "period_totals_rents"();
--> statement-breakpoint
CREATE TRIGGER "period_totals_deleted" AFTER DELETE ON "rent" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "period_totals_rents"();
--> statement-breakpoint
CREATE TRIGGER "period_totals_inserted" AFTER INSERT ON "expense" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "period_totals_expenses"();
--> statement-breakpoint
CREATE TRIGGER "period_totals_updated" AFTER UPDATE ON "expense" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "period_totals_expenses"();
--> statement-breakpoint
CREATE TRIGGER "period_totals_deleted" AFTER DELETE ON "expense" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "period_totals_expenses"();
--> statement-breakpoint
CREATE TRIGGER "period_totals_inserted" AFTER INSERT ON "contract_figures" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "period_totals_contracts"();
--> statement-breakpoint
CREATE TRIGGER "period_totals_updated" AFTER UPDATE ON "contract_figures" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "period_totals_contracts"();
--> statement-breakpoint
CREATE TRIGGER "period_totals_deleted" AFTER DELETE ON "contract_figures" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "period_totals_contracts"();
--> statement-breakpoint
CREATE FUNCTION "period_totals_entity_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM period_totals WHERE entity_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "period_totals_entity_deleted" AFTER DELETE ON "entity" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "period_totals_entity_deleted"();
--> statement-breakpoint
-- What the tables held before: the contracts' columns of their overview rows (the trigger above adds
-- their sums), then the sums of the rents and expenses.
UPDATE contract_figures f SET currency_id = c.currency_id, start_month = utc_month(c.start_date),
  end_month = utc_month(c.end_date), total = c.amount + coalesce(c.extra_amount, 0),
  net = c.amount + coalesce(c.extra_amount, 0) - CASE WHEN c.tax_retention
    THEN round(coalesce(c.taxable_amount, c.amount) * coalesce(c.tax_retention_percentage, 0) / 100, 2) ELSE 0 END
FROM contract c WHERE c.id = f.contract_id;
--> statement-breakpoint
INSERT INTO period_totals (entity_id, currency_id, month, rents, to_pay, paid, to_retain, retained)
SELECT entity_id, currency_id, utc_month(payment_period_date), count(*), sum(amount - coalesce(retained_amount, 0)),
  sum(paid_amount), sum(coalesce(retained_amount, 0)), sum(retained_share(amount, retained_amount, paid_amount))
FROM rent WHERE NOT outside_contract
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO period_totals (entity_id, currency_id, month, expenses, spent)
SELECT entity_id, currency_id, utc_month(date), count(*), sum(amount)
FROM expense WHERE property_id IS NOT NULL
GROUP BY 1, 2, 3;
