CREATE TABLE "expense_only_revision" (
	"entity_id" integer PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "period_expense_only" (
	"entity_id" integer NOT NULL,
	"first_month" date NOT NULL,
	"last_month" date NOT NULL,
	"revision" integer NOT NULL,
	"properties" integer NOT NULL,
	CONSTRAINT "period_expense_only_entity_id_first_month_last_month_pk" PRIMARY KEY("entity_id","first_month","last_month")
);
--> statement-breakpoint
-- The kept counts of some entities no longer hold: their revision moves on (a count computed before,
-- stored after, carries the old one and is never read) and their counts go. An entity deleted in the
-- same statement (its contracts and expenses go with it) gets no revision row.
CREATE FUNCTION "expense_only_stale"(entities int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO expense_only_revision AS r (entity_id, revision)
  SELECT DISTINCT e, 1 FROM unnest(entities) AS e WHERE EXISTS (SELECT 1 FROM entity WHERE id = e)
  ON CONFLICT (entity_id) DO UPDATE SET revision = r.revision + 1;
  DELETE FROM period_expense_only WHERE entity_id = ANY(entities);
END $$;
--> statement-breakpoint
-- A contract's property or dates, an expense's property or date, decide the count; other edits leave it.
CREATE FUNCTION "expense_only_contracts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM expense_only_stale(ARRAY(SELECT DISTINCT entity_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM expense_only_stale(ARRAY(SELECT DISTINCT entity_id FROM old_rows));
  ELSE
    PERFORM expense_only_stale(ARRAY(
      SELECT DISTINCT n.entity_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.entity_id, n.property_id, n.start_date, n.end_date)
        IS DISTINCT FROM (o.entity_id, o.property_id, o.start_date, o.end_date)
      UNION SELECT o.entity_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.entity_id, n.property_id, n.start_date, n.end_date)
        IS DISTINCT FROM (o.entity_id, o.property_id, o.start_date, o.end_date)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "expense_only_expenses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM expense_only_stale(ARRAY(SELECT DISTINCT entity_id FROM new_rows WHERE property_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM expense_only_stale(ARRAY(SELECT DISTINCT entity_id FROM old_rows WHERE property_id IS NOT NULL));
  ELSE
    PERFORM expense_only_stale(ARRAY(
      SELECT DISTINCT n.entity_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.entity_id, n.property_id, n.date) IS DISTINCT FROM (o.entity_id, o.property_id, o.date)
      UNION SELECT o.entity_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.entity_id, n.property_id, n.date) IS DISTINCT FROM (o.entity_id, o.property_id, o.date)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "expense_only_inserted" AFTER INSERT ON "contract" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "expense_only_contracts"();
--> statement-breakpoint
CREATE TRIGGER "expense_only_updated" AFTER UPDATE ON "contract" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "expense_only_contracts"();
--> statement-breakpoint
CREATE TRIGGER "expense_only_deleted" AFTER DELETE ON "contract" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "expense_only_contracts"();
--> statement-breakpoint
CREATE TRIGGER "expense_only_inserted" AFTER INSERT ON "expense" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "expense_only_expenses"();
--> statement-breakpoint
CREATE TRIGGER "expense_only_updated" AFTER UPDATE ON "expense" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "expense_only_expenses"();
--> statement-breakpoint
CREATE TRIGGER "expense_only_deleted" AFTER DELETE ON "expense" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "expense_only_expenses"();
--> statement-breakpoint
CREATE FUNCTION "expense_only_entity_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM expense_only_revision WHERE entity_id IN (SELECT id FROM old_rows);
  DELETE FROM period_expense_only WHERE entity_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "expense_only_entity_deleted" AFTER DELETE ON "entity" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "expense_only_entity_deleted"();
