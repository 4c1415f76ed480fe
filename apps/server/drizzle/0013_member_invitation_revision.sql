-- Pending member invitations are rows of an entity too: writing one moves the entity's revision,
-- so that cached answers (the permissions tab's list) are not served stale.
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "member_invitation"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
