ALTER TABLE "tenant" ADD COLUMN "search_words" text GENERATED ALWAYS AS (lower(coalesce(name, '') || chr(1) || coalesce(fiscal_number, '') || chr(1) || coalesce(email, '') || chr(1) || coalesce(phone, ''))) STORED NOT NULL;--> statement-breakpoint
-- The tenant list's search reads the one column of words through this index (LIKE on the lowered
-- text, as ILIKE would compare it), the entity beside the words (drizzle/0046); the e-mail and
-- phone need no index of their own any more. The name's and tax number's stay: the contracts'
-- searches read those two alone.
CREATE INDEX "tenant_search_words_trgm_idx" ON "tenant" USING gin ("entity_id", "search_words" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX "tenant_email_trgm_idx";
--> statement-breakpoint
DROP INDEX "tenant_phone_trgm_idx";
