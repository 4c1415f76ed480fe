-- The tenant list's search also reads the e-mail and the phone (docs/domain.md "Lists a page at a
-- time"): without their own trigram indexes, one of the four words' columns made the search read
-- every tenant of the entity.
CREATE INDEX "tenant_email_trgm_idx" ON "tenant" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tenant_phone_trgm_idx" ON "tenant" USING gin ("phone" gin_trgm_ops);
