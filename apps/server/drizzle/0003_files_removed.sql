CREATE TABLE "file_removal" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every deleted file row, whatever deleted it (an owner's cascade included), leaves its storage key
-- to the sweeper, which removes the bytes after the transaction has committed.
CREATE FUNCTION "file_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "file_removal" ("storage_key") VALUES (OLD."storage_key") ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "file_removed" AFTER DELETE ON "file" FOR EACH ROW EXECUTE FUNCTION "file_removed"();
