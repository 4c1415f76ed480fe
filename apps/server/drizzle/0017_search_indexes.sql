-- Searches match anywhere in a word (ILIKE '%text%'): trigram indexes let them find the few rows
-- that match without reading every row of a large portfolio (docs/domain.md "Lists a page at a time").
-- pg_trgm is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "property_name_trgm_idx" ON "property" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "property_code_trgm_idx" ON "property" USING gin ("code" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "address_street_trgm_idx" ON "address" USING gin ("street" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "address_postal_code_trgm_idx" ON "address" USING gin ("postal_code" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tenant_name_trgm_idx" ON "tenant" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tenant_fiscal_number_trgm_idx" ON "tenant" USING gin ("fiscal_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "expense_name_trgm_idx" ON "expense" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "expense_description_trgm_idx" ON "expense" USING gin ("description" gin_trgm_ops);
