-- A search's city branch (db/search.ts) finds the cities holding the text through their own trigram
-- index instead of reading every city for each search (docs/performance.md "The server under load").
CREATE INDEX "city_name_trgm_idx" ON "city" USING gin ("name" gin_trgm_ops);
