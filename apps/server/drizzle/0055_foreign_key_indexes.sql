CREATE INDEX "file_property_idx" ON "file" USING btree ("property_id","entity_id") WHERE property_id is not null;--> statement-breakpoint
CREATE INDEX "file_contract_idx" ON "file" USING btree ("contract_id","entity_id") WHERE contract_id is not null;--> statement-breakpoint
CREATE INDEX "file_tenant_idx" ON "file" USING btree ("tenant_id","entity_id") WHERE tenant_id is not null;--> statement-breakpoint
CREATE INDEX "file_expense_idx" ON "file" USING btree ("expense_id","entity_id") WHERE expense_id is not null;--> statement-breakpoint
CREATE INDEX "file_confirmation_idx" ON "file" USING btree ("confirmation_id","entity_id") WHERE confirmation_id is not null;--> statement-breakpoint
CREATE INDEX "receipt_payment_idx" ON "receipt" USING btree ("payment_id","id") WHERE payment_id is not null;--> statement-breakpoint
CREATE INDEX "payment_confirmation_payment_idx" ON "payment_confirmation" USING btree ("payment_id") WHERE payment_id is not null;