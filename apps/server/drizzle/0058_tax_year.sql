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
