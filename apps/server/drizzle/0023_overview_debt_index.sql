DROP INDEX "contract_figures_entity_debt_idx";--> statement-breakpoint
CREATE INDEX "contract_figures_entity_debt_idx" ON "contract_figures" USING btree ("entity_id","shown","debt","contract_id");