DROP INDEX "rent_entity_idx";--> statement-breakpoint
ALTER TABLE "rent" ADD COLUMN "paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "rent" SET "paid_amount" = "paid"."total"
FROM (SELECT "rent_id", sum("amount") AS "total" FROM "payment" GROUP BY "rent_id") AS "paid"
WHERE "paid"."rent_id" = "rent"."id";--> statement-breakpoint
ALTER TABLE "rent" ADD COLUMN "amount_to_pay" numeric(14, 2) GENERATED ALWAYS AS (greatest(amount - coalesce(retained_amount, 0) - paid_amount, 0)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "rent_entity_period_idx" ON "rent" USING btree ("entity_id","payment_period_date");--> statement-breakpoint
CREATE INDEX "rent_unpaid_idx" ON "rent" USING btree ("entity_id","contract_id","payment_period_date") WHERE amount_to_pay > 0;--> statement-breakpoint
-- A rent's paid amount is the sum of its payments, kept in the same transaction as every payment
-- written, changed or deleted (a deleted rent's cascade finds no rent left to update).
CREATE FUNCTION "payment_paid_amount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "rent" SET "paid_amount" = "paid_amount" - OLD."amount" WHERE "id" = OLD."rent_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "rent" SET "paid_amount" = "paid_amount" + NEW."amount" WHERE "id" = NEW."rent_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_paid_amount" AFTER INSERT OR DELETE OR UPDATE OF "amount", "rent_id" ON "payment"
FOR EACH ROW EXECUTE FUNCTION "payment_paid_amount"();
