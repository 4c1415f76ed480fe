CREATE TABLE "entity_revision" (
	"entity_id" integer PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- One more revision per committed transaction that writes an entity's rows. The triggers are
-- deferred to the commit, so the revision row is the transaction's last lock: a transaction holding
-- it waits for nothing else, and two writers of one entity cannot deadlock on it. A transaction
-- counts once per entity (a transaction-local setting), however many rows it writes.
-- TG_ARGV[0] names the column holding the entity id, or 'property_id' for the property's own tables.
CREATE FUNCTION "entity_revised"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_row jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  changed integer;
BEGIN
  IF TG_ARGV[0] = 'property_id' THEN
    SELECT "entity_id" INTO changed FROM "property" WHERE "id" = (changed_row ->> 'property_id')::integer;
  ELSE
    changed := (changed_row ->> TG_ARGV[0])::integer;
  END IF;
  IF changed IS NOT NULL AND current_setting('arrenda.revised_' || changed, true) IS DISTINCT FROM 'y' THEN
    INSERT INTO "entity_revision" ("entity_id", "revision") VALUES (changed, 1)
    ON CONFLICT ("entity_id") DO UPDATE SET "revision" = "entity_revision"."revision" + 1;
    PERFORM set_config('arrenda.revised_' || changed, 'y', true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "entity"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "entity_user"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "address"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "property"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "tenant"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "contract"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "contract_tenant"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "rent"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "payment"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "expense"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "file"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "receipt"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "property_details"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('property_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "property_tax_information"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('property_id');
