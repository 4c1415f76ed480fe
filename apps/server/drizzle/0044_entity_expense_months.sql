CREATE TABLE "entity_expense_months" (
	"entity_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"month" date NOT NULL,
	"expenses" integer NOT NULL,
	"spent" numeric NOT NULL,
	CONSTRAINT "entity_expense_months_entity_id_currency_id_month_pk" PRIMARY KEY("entity_id","currency_id","month")
);
--> statement-breakpoint
ALTER TABLE "entity_expense_months" ADD CONSTRAINT "entity_expense_months_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each statement writing expenses adds, per entity, currency and month, the entity's own expenses
-- (no property) it made or moved there and takes away those it moved away or deleted
-- (docs/domain.md "Kept figures"). An entity being deleted (no longer visible) gets no row.
CREATE FUNCTION "entity_expense_months_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE entity_expense_months k SET expenses = k.expenses - o.n, spent = k.spent - o.spent
    FROM (SELECT entity_id, currency_id, utc_month(date) AS month, count(*)::int AS n, sum(amount) AS spent
      FROM old_rows WHERE property_id IS NULL GROUP BY 1, 2, 3) o
    WHERE k.entity_id = o.entity_id AND k.currency_id = o.currency_id AND k.month = o.month;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO entity_expense_months AS k (entity_id, currency_id, month, expenses, spent)
    SELECT n.entity_id, n.currency_id, utc_month(n.date), count(*)::int, sum(n.amount) FROM new_rows n
    WHERE n.property_id IS NULL AND EXISTS (SELECT 1 FROM entity e WHERE e.id = n.entity_id)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (entity_id, currency_id, month)
      DO UPDATE SET expenses = k.expenses + excluded.expenses, spent = k.spent + excluded.spent;
    RETURN NULL;
  END IF;
  WITH delta AS (
    SELECT entity_id, currency_id, utc_month(date) AS month, 1 AS n, amount AS spent
    FROM new_rows WHERE property_id IS NULL
    UNION ALL
    SELECT entity_id, currency_id, utc_month(date), -1, -amount FROM old_rows WHERE property_id IS NULL
  )
  INSERT INTO entity_expense_months AS k (entity_id, currency_id, month, expenses, spent)
  SELECT d.entity_id, d.currency_id, d.month, sum(d.n)::int, sum(d.spent) FROM delta d
  WHERE EXISTS (SELECT 1 FROM entity e WHERE e.id = d.entity_id)
  GROUP BY 1, 2, 3 HAVING sum(d.n) <> 0 OR sum(d.spent) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (entity_id, currency_id, month)
    DO UPDATE SET expenses = k.expenses + excluded.expenses, spent = k.spent + excluded.spent;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "entity_expense_months_inserted" AFTER INSERT ON "expense" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "entity_expense_months_changed"();
--> statement-breakpoint
CREATE TRIGGER "entity_expense_months_updated" AFTER UPDATE ON "expense" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "entity_expense_months_changed"();
--> statement-breakpoint
CREATE TRIGGER "entity_expense_months_deleted" AFTER DELETE ON "expense" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "entity_expense_months_changed"();
--> statement-breakpoint
INSERT INTO entity_expense_months (entity_id, currency_id, month, expenses, spent)
SELECT entity_id, currency_id, utc_month(date), count(*)::int, sum(amount) FROM expense
WHERE property_id IS NULL GROUP BY 1, 2, 3;
