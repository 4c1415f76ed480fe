DROP INDEX "expense_entity_date_idx";--> statement-breakpoint
DROP INDEX "expense_property_idx";--> statement-breakpoint
DROP INDEX "contract_entity_idx";--> statement-breakpoint
DROP INDEX "rent_entity_period_idx";--> statement-breakpoint
DROP INDEX "tenant_entity_idx";--> statement-breakpoint
CREATE INDEX "expense_entity_amount_idx" ON "expense" USING btree ("entity_id","amount","id");--> statement-breakpoint
CREATE INDEX "expense_entity_name_idx" ON "expense" USING btree ("entity_id","name","id");--> statement-breakpoint
CREATE INDEX "contract_figures_entity_debt_idx" ON "contract_figures" USING btree ("entity_id","debt","contract_id");--> statement-breakpoint
CREATE INDEX "tenant_entity_fiscal_idx" ON "tenant" USING btree ("entity_id","fiscal_number","id");--> statement-breakpoint
CREATE INDEX "expense_entity_date_idx" ON "expense" USING btree ("entity_id","date","id");--> statement-breakpoint
CREATE INDEX "expense_property_idx" ON "expense" USING btree ("property_id","date","id");--> statement-breakpoint
CREATE INDEX "contract_entity_idx" ON "contract" USING btree ("entity_id","start_date","id");--> statement-breakpoint
CREATE INDEX "rent_entity_period_idx" ON "rent" USING btree ("entity_id","payment_period_date","contract_id","amount","retained_amount","paid_amount");--> statement-breakpoint
CREATE INDEX "tenant_entity_idx" ON "tenant" USING btree ("entity_id","name","id");