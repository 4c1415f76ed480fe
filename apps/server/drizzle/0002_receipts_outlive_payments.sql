ALTER TABLE "receipt" DROP CONSTRAINT "receipt_payment_fk";
--> statement-breakpoint
ALTER TABLE "receipt" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_payment_fk" FOREIGN KEY ("payment_id","entity_id") REFERENCES "public"."payment"("id","entity_id") ON DELETE SET NULL ("payment_id") ON UPDATE no action;