CREATE TABLE "registration" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"password_hash" text NOT NULL,
	"language" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "registration" ADD CONSTRAINT "registration_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_user_idx" ON "registration" USING btree ("user_id");--> statement-breakpoint
-- A pending account's password becomes its one registration request, valid a week from now.
INSERT INTO "registration" ("user_id", "password_hash", "language", "created_at", "expires_at")
SELECT "id", "password_hash", "language", "updated_at", now() + interval '7 days'
FROM "users" WHERE "activated_at" IS NULL AND "password_hash" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "password_hash" = NULL WHERE "activated_at" IS NULL;
