CREATE TABLE "payment_at_receipt" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" integer
);
--> statement-breakpoint
ALTER TABLE "entity" ADD COLUMN "at_receipts_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "expense" ADD COLUMN "tax_category" varchar(20);--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "at_contract_number" varchar(30);--> statement-breakpoint
ALTER TABLE "payment_at_receipt" ADD CONSTRAINT "payment_at_receipt_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_at_receipt" ADD CONSTRAINT "payment_at_receipt_payment_fk" FOREIGN KEY ("payment_id","entity_id") REFERENCES "public"."payment"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_at_receipt_entity_idx" ON "payment_at_receipt" USING btree ("entity_id","payment_id");--> statement-breakpoint
CREATE INDEX "payment_at_receipt_recorded_by_idx" ON "payment_at_receipt" USING btree ("recorded_by");--> statement-breakpoint
-- The IRS return's expense columns (docs/domain.md "Tax year"), as packages/core names them.
ALTER TABLE "expense" ADD CONSTRAINT "expense_tax_category_check" CHECK ("tax_category" IN ('MAINTENANCE', 'CONDOMINIUM', 'STAMP_DUTY', 'PROPERTY_TAX', 'MUNICIPAL_FEES', 'OTHER'));
--> statement-breakpoint
-- An e-receipt number recorded, changed or cleared marks its payment's contract: the overview's
-- AT_RECEIPT_MISSING follows it (docs/domain.md "Tax year").
CREATE FUNCTION "payment_at_receipt_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT r.contract_id) INTO ids
    FROM new_rows n JOIN payment p ON p.id = n.payment_id JOIN rent r ON r.id = p.rent_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT r.contract_id) INTO ids
    FROM old_rows o JOIN payment p ON p.id = o.payment_id JOIN rent r ON r.id = p.rent_id;
  ELSE
    SELECT array_agg(DISTINCT r.contract_id) INTO ids
    FROM (SELECT payment_id FROM new_rows UNION SELECT payment_id FROM old_rows) AS touched
    JOIN payment p ON p.id = touched.payment_id JOIN rent r ON r.id = p.rent_id;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM mark_contract_figures(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_at_receipt_inserted" AFTER INSERT ON "payment_at_receipt" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "payment_at_receipt_changed"();
--> statement-breakpoint
CREATE TRIGGER "payment_at_receipt_updated" AFTER UPDATE ON "payment_at_receipt" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "payment_at_receipt_changed"();
--> statement-breakpoint
CREATE TRIGGER "payment_at_receipt_deleted" AFTER DELETE ON "payment_at_receipt" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "payment_at_receipt_changed"();
--> statement-breakpoint
-- An entity made exempt or not, or moved to or from Portugal, marks all its contracts.
CREATE FUNCTION "entity_at_receipts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mark_contract_figures(array(SELECT c.id FROM contract c WHERE c.entity_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "entity_at_receipts_changed" AFTER UPDATE OF "at_receipts_exempt", "country_id" ON "entity"
FOR EACH ROW WHEN (OLD.at_receipts_exempt IS DISTINCT FROM NEW.at_receipts_exempt OR OLD.country_id IS DISTINCT FROM NEW.country_id)
EXECUTE FUNCTION "entity_at_receipts_changed"();
