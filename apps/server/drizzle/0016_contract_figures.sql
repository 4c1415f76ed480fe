CREATE TABLE "contract_figures" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone DEFAULT '-infinity' NOT NULL,
	"shown" boolean DEFAULT false NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"needs_action" boolean DEFAULT false NOT NULL,
	"first_action_date" varchar(10) DEFAULT '9999-12-31' NOT NULL,
	"debt" numeric DEFAULT '0' NOT NULL,
	"retained_year" numeric DEFAULT '0' NOT NULL,
	"missing" integer DEFAULT 0 NOT NULL,
	"last_period" timestamp with time zone,
	"sort_name" text DEFAULT '' NOT NULL,
	"tenant_sort" text DEFAULT '' NOT NULL,
	"item" jsonb
);
--> statement-breakpoint
ALTER TABLE "contract_figures" ADD CONSTRAINT "contract_figures_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_figures_entity_valid_idx" ON "contract_figures" USING btree ("entity_id","valid_until");--> statement-breakpoint
CREATE INDEX "contract_figures_entity_shown_idx" ON "contract_figures" USING btree ("entity_id","shown","first_action_date","sort_name","contract_id");--> statement-breakpoint
-- Marks contracts' overview rows out of date: the next read of the overview recomputes them.
CREATE FUNCTION "mark_contract_figures"(changed integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contract_figures SET valid_until = '-infinity', revision = revision + 1
  WHERE contract_id = ANY(changed);
END;
$$;
--> statement-breakpoint
-- After each statement writing what an overview row shows, whatever wrote it: the contracts it
-- touches. A contract written marks every contract of its property before and after (whether an
-- ended contract has a successor), a rent or payment its contract, a tenant or its links the
-- contracts it is on, a property or address the contracts of the properties it is.
CREATE FUNCTION "contract_figures_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'contract' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO contract_figures (contract_id, entity_id) SELECT id, entity_id FROM new_rows
      ON CONFLICT (contract_id) DO NOTHING;
      SELECT array_agg(c.id) INTO ids FROM contract c WHERE c.property_id IN (SELECT property_id FROM new_rows);
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(c.id) INTO ids FROM contract c WHERE c.property_id IN (SELECT property_id FROM old_rows);
    ELSE
      SELECT array_agg(c.id) INTO ids FROM contract c
      WHERE c.property_id IN (SELECT property_id FROM new_rows UNION SELECT property_id FROM old_rows);
    END IF;
  ELSIF TG_TABLE_NAME = 'rent' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT contract_id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT contract_id) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT contract_id) INTO ids
      FROM (SELECT contract_id FROM new_rows UNION SELECT contract_id FROM old_rows) AS touched;
    END IF;
  ELSIF TG_TABLE_NAME = 'payment' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT r.contract_id) INTO ids FROM rent r WHERE r.id IN (SELECT rent_id FROM new_rows);
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT r.contract_id) INTO ids FROM rent r WHERE r.id IN (SELECT rent_id FROM old_rows);
    ELSE
      SELECT array_agg(DISTINCT r.contract_id) INTO ids FROM rent r
      WHERE r.id IN (SELECT rent_id FROM new_rows UNION SELECT rent_id FROM old_rows);
    END IF;
  ELSIF TG_TABLE_NAME = 'contract_tenant' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT contract_id) INTO ids FROM new_rows;
    ELSE
      SELECT array_agg(DISTINCT contract_id) INTO ids FROM old_rows;
    END IF;
  ELSIF TG_TABLE_NAME = 'tenant' THEN
    SELECT array_agg(DISTINCT ct.contract_id) INTO ids FROM contract_tenant ct
    WHERE ct.tenant_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name);
  ELSIF TG_TABLE_NAME = 'property' THEN
    SELECT array_agg(c.id) INTO ids FROM contract c
    WHERE c.property_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.name, n.property_type_id, n.address_id) IS DISTINCT FROM (o.name, o.property_type_id, o.address_id)
    );
  ELSIF TG_TABLE_NAME = 'address' THEN
    SELECT array_agg(c.id) INTO ids FROM contract c
    JOIN property p ON p.id = c.property_id
    WHERE p.address_id IN (SELECT id FROM new_rows);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM mark_contract_figures(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "contract_figures_inserted" AFTER INSERT ON "contract" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_figures_updated" AFTER UPDATE ON "contract" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_figures_deleted" AFTER DELETE ON "contract" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_figures_inserted" AFTER INSERT ON "rent" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_figures_updated" AFTER UPDATE ON "rent" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_figures_deleted" AFTER DELETE ON "rent" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_figures_inserted" AFTER INSERT ON "payment" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_figures_updated" AFTER UPDATE ON "payment" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_figures_deleted" AFTER DELETE ON "payment" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_figures_inserted" AFTER INSERT ON "contract_tenant" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_figures_deleted" AFTER DELETE ON "contract_tenant" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_figures_updated" AFTER UPDATE ON "tenant" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_figures_updated" AFTER UPDATE ON "property" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_changed"();
--> statement-breakpoint
CREATE TRIGGER "contract_figures_updated" AFTER UPDATE ON "address" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "contract_figures_changed"();
--> statement-breakpoint
INSERT INTO contract_figures (contract_id, entity_id) SELECT id, entity_id FROM contract;
