-- The trigram indexes of the entities' own tables hold the entity beside the words (btree_gin,
-- drizzle/0046): a search reads its own entity's matches, not those of every entity holding the
-- same text (docs/performance.md "Searches by entity"). The cities are shared by every entity and
-- keep theirs.
DROP INDEX "property_name_trgm_idx";
--> statement-breakpoint
CREATE INDEX "property_name_trgm_idx" ON "property" USING gin ("entity_id", "name" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "property_code_trgm_idx";
--> statement-breakpoint
CREATE INDEX "property_code_trgm_idx" ON "property" USING gin ("entity_id", "code" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "address_street_trgm_idx";
--> statement-breakpoint
CREATE INDEX "address_street_trgm_idx" ON "address" USING gin ("entity_id", "street" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "address_postal_code_trgm_idx";
--> statement-breakpoint
CREATE INDEX "address_postal_code_trgm_idx" ON "address" USING gin ("entity_id", "postal_code" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "tenant_name_trgm_idx";
--> statement-breakpoint
CREATE INDEX "tenant_name_trgm_idx" ON "tenant" USING gin ("entity_id", "name" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "tenant_fiscal_number_trgm_idx";
--> statement-breakpoint
CREATE INDEX "tenant_fiscal_number_trgm_idx" ON "tenant" USING gin ("entity_id", "fiscal_number" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "expense_name_trgm_idx";
--> statement-breakpoint
CREATE INDEX "expense_name_trgm_idx" ON "expense" USING gin ("entity_id", "name" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "expense_description_trgm_idx";
--> statement-breakpoint
CREATE INDEX "expense_description_trgm_idx" ON "expense" USING gin ("entity_id", "description" gin_trgm_ops);
