DROP INDEX "property_entity_type_idx";--> statement-breakpoint
CREATE INDEX "property_entity_parent_sort_idx" ON "property" USING btree ("entity_id","sort_name","id") WHERE "property"."parent_property_id" is null;--> statement-breakpoint
CREATE INDEX "property_entity_type_sort_idx" ON "property" USING btree ("entity_id","property_type_id","sort_name","id");