DROP INDEX "contract_tenant_tenant_idx";--> statement-breakpoint
CREATE INDEX "contract_id_property_idx" ON "contract" USING btree ("id","property_id");--> statement-breakpoint
CREATE INDEX "contract_tenant_tenant_idx" ON "contract_tenant" USING btree ("tenant_id","contract_id");