CREATE TABLE "entity_counts" (
	"entity_id" integer PRIMARY KEY NOT NULL,
	"expenses" integer DEFAULT 0 NOT NULL,
	"entity_expenses" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_figures" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"contracts_end" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tenant_figures" ADD CONSTRAINT "tenant_figures_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_figures_entity_end_idx" ON "tenant_figures" USING btree ("entity_id","contracts_end");--> statement-breakpoint
-- The entity's expense counts (docs/domain.md "Kept figures"): each statement writing expenses adds
-- what it inserted, moved or deleted, per entity, in its own transaction. An entity being deleted
-- (no longer visible) gets no row; its row goes with it.
CREATE FUNCTION "entity_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO entity_counts AS k (entity_id, expenses, entity_expenses)
  SELECT n.entity_id, count(*)::int, (count(*) FILTER (WHERE n.property_id IS NULL))::int
  FROM new_rows n WHERE EXISTS (SELECT 1 FROM entity e WHERE e.id = n.entity_id)
  GROUP BY n.entity_id ORDER BY n.entity_id
  ON CONFLICT (entity_id) DO UPDATE
    SET expenses = k.expenses + excluded.expenses, entity_expenses = k.entity_expenses + excluded.entity_expenses;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "entity_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE entity_counts k
  SET expenses = k.expenses - o.n, entity_expenses = k.entity_expenses - o.own
  FROM (
    SELECT entity_id, count(*)::int AS n, (count(*) FILTER (WHERE property_id IS NULL))::int AS own
    FROM old_rows GROUP BY entity_id
  ) o
  WHERE k.entity_id = o.entity_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A move between a property and the entity itself changes the count of the entity's own expenses.
CREATE FUNCTION "entity_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT entity_id, count(*)::int AS n, count(*) FILTER (WHERE property_id IS NULL)::int AS own
    FROM new_rows GROUP BY entity_id
    UNION ALL
    SELECT entity_id, -count(*)::int, -(count(*) FILTER (WHERE property_id IS NULL))::int
    FROM old_rows GROUP BY entity_id
  ),
  summed AS (
    SELECT entity_id, sum(n)::int AS n, sum(own)::int AS own FROM delta GROUP BY entity_id
  )
  INSERT INTO entity_counts AS k (entity_id, expenses, entity_expenses)
  SELECT s.entity_id, s.n, s.own FROM summed s
  WHERE (s.n <> 0 OR s.own <> 0) AND EXISTS (SELECT 1 FROM entity e WHERE e.id = s.entity_id)
  ORDER BY s.entity_id
  ON CONFLICT (entity_id) DO UPDATE
    SET expenses = k.expenses + excluded.expenses, entity_expenses = k.entity_expenses + excluded.entity_expenses;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "entity_counts_inserted" AFTER INSERT ON "expense" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "entity_counts_updated" AFTER UPDATE ON "expense" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "entity_counts_deleted" AFTER DELETE ON "expense" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_deleted"();
--> statement-breakpoint
CREATE FUNCTION "entity_counts_entity_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM entity_counts WHERE entity_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "entity_counts_entity_deleted" AFTER DELETE ON "entity" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_entity_deleted"();
--> statement-breakpoint
INSERT INTO entity_counts (entity_id, expenses, entity_expenses)
SELECT entity_id, count(*)::int, (count(*) FILTER (WHERE property_id IS NULL))::int FROM expense GROUP BY entity_id;
--> statement-breakpoint
-- When each tenant's last contract ends: recomputed for the tenants a statement touched (their
-- contract links, or the end of one of their contracts). A tenant being deleted gets no row.
CREATE FUNCTION "keep_tenant_figures"(changed integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_figures AS k (tenant_id, entity_id, contracts_end)
  SELECT t.id, t.entity_id, (
    SELECT max(c.end_date) FROM contract_tenant ct JOIN contract c ON c.id = ct.contract_id
    WHERE ct.tenant_id = t.id)
  FROM tenant t WHERE t.id = ANY(changed)
  ORDER BY t.id
  ON CONFLICT (tenant_id) DO UPDATE SET contracts_end = excluded.contracts_end;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tenant_figures_links_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM keep_tenant_figures(array(SELECT DISTINCT tenant_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tenant_figures_links_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM keep_tenant_figures(array(SELECT DISTINCT tenant_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tenant_figures_links_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM keep_tenant_figures(array(
    SELECT tenant_id FROM old_rows UNION SELECT tenant_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tenant_figures_contract_ends"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM keep_tenant_figures(array(
    SELECT DISTINCT ct.tenant_id FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN contract_tenant ct ON ct.contract_id = n.id
    WHERE n.end_date IS DISTINCT FROM o.end_date));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tenant_figures_links_added" AFTER INSERT ON "contract_tenant" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "tenant_figures_links_added"();
--> statement-breakpoint
CREATE TRIGGER "tenant_figures_links_removed" AFTER DELETE ON "contract_tenant" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "tenant_figures_links_removed"();
--> statement-breakpoint
CREATE TRIGGER "tenant_figures_links_moved" AFTER UPDATE ON "contract_tenant" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "tenant_figures_links_moved"();
--> statement-breakpoint
CREATE TRIGGER "tenant_figures_contract_ends" AFTER UPDATE ON "contract" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "tenant_figures_contract_ends"();
--> statement-breakpoint
INSERT INTO tenant_figures (tenant_id, entity_id, contracts_end)
SELECT t.id, t.entity_id, max(c.end_date)
FROM tenant t JOIN contract_tenant ct ON ct.tenant_id = t.id JOIN contract c ON c.id = ct.contract_id
GROUP BY t.id, t.entity_id;
