CREATE TABLE "contract_rent" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"effective_date" timestamp with time zone NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"taxable_amount" numeric(14, 2),
	"reason" varchar(20) NOT NULL,
	"coefficient" integer,
	"coefficient_year" smallint,
	"note" varchar(500),
	"letter_file_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_rent_contract_day_uq" UNIQUE("contract_id","effective_date")
);
--> statement-breakpoint
CREATE TABLE "rent_update_dismissal" (
	"entity_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_update_dismissal_contract_id_year_pk" PRIMARY KEY("contract_id","year")
);
--> statement-breakpoint
ALTER TABLE "contract_rent" ADD CONSTRAINT "contract_rent_letter_file_id_file_id_fk" FOREIGN KEY ("letter_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_rent" ADD CONSTRAINT "contract_rent_contract_fk" FOREIGN KEY ("contract_id","entity_id") REFERENCES "public"."contract"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_update_dismissal" ADD CONSTRAINT "rent_update_dismissal_contract_fk" FOREIGN KEY ("contract_id","entity_id") REFERENCES "public"."contract"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_rent_start_uq" ON "contract_rent" USING btree ("contract_id") WHERE reason = 'START';--> statement-breakpoint
CREATE INDEX "contract_rent_letter_idx" ON "contract_rent" USING btree ("letter_file_id") WHERE letter_file_id is not null;
--> statement-breakpoint
-- A contract's START rent is its first terms (docs/domain.md "Rent updates"): written with the
-- contract and moved with its start; its amounts follow the contract's only while no later rent
-- exists, since the contract's amount then follows the rent in force (the later rows keep it).
CREATE FUNCTION "contract_start_rent"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  later boolean := EXISTS (SELECT 1 FROM contract_rent x WHERE x.contract_id = NEW.id AND x.reason <> 'START');
BEGIN
  INSERT INTO contract_rent AS r (entity_id, contract_id, effective_date, amount, taxable_amount, reason)
  VALUES (NEW.entity_id, NEW.id, NEW.start_date, NEW.amount, NEW.taxable_amount, 'START')
  ON CONFLICT (contract_id) WHERE reason = 'START' DO UPDATE SET
    effective_date = excluded.effective_date,
    amount = CASE WHEN later THEN r.amount ELSE excluded.amount END,
    taxable_amount = CASE WHEN later THEN r.taxable_amount ELSE excluded.taxable_amount END,
    version = r.version + 1, updated_at = now()
  WHERE r.effective_date IS DISTINCT FROM excluded.effective_date
    OR NOT later AND (r.amount, r.taxable_amount) IS DISTINCT FROM (excluded.amount, excluded.taxable_amount);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contract_start_rent_written" AFTER INSERT OR UPDATE OF start_date, amount, taxable_amount ON "contract"
FOR EACH ROW EXECUTE FUNCTION "contract_start_rent"();
--> statement-breakpoint
INSERT INTO contract_rent (entity_id, contract_id, effective_date, amount, taxable_amount, reason)
SELECT entity_id, id, start_date, amount, taxable_amount, 'START' FROM contract;
--> statement-breakpoint
-- A contract's rent history or its dismissed updates written: its overview row is out of date (its
-- statutory update's action, docs/domain.md "Rent updates").
CREATE FUNCTION "rent_history_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT contract_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT contract_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT contract_id) INTO ids
    FROM (SELECT contract_id FROM new_rows UNION SELECT contract_id FROM old_rows) AS touched;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM mark_contract_figures(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rent_history_inserted" AFTER INSERT ON "contract_rent" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "rent_history_changed"();
--> statement-breakpoint
CREATE TRIGGER "rent_history_updated" AFTER UPDATE ON "contract_rent" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "rent_history_changed"();
--> statement-breakpoint
CREATE TRIGGER "rent_history_deleted" AFTER DELETE ON "contract_rent" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "rent_history_changed"();
--> statement-breakpoint
CREATE TRIGGER "rent_history_inserted" AFTER INSERT ON "rent_update_dismissal" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "rent_history_changed"();
--> statement-breakpoint
CREATE TRIGGER "rent_history_deleted" AFTER DELETE ON "rent_update_dismissal" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "rent_history_changed"();
