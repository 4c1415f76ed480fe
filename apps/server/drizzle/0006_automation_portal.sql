CREATE TABLE "reminder_sent" (
	"user_id" integer NOT NULL,
	"entity_id" integer NOT NULL,
	"event_key" varchar(100) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sent_user_id_event_key_pk" PRIMARY KEY("user_id","event_key")
);
--> statement-breakpoint
CREATE TABLE "rent_generation" (
	"entity_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"period" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_generation_contract_id_period_pk" PRIMARY KEY("contract_id","period")
);
--> statement-breakpoint
CREATE TABLE "payment_confirmation" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"rent_id" integer NOT NULL,
	"user_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"payment_date" timestamp with time zone NOT NULL,
	"note" varchar(255),
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"reason" varchar(255),
	"payment_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_confirmation_id_entity_uq" UNIQUE("id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "tenant_account" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_invitation_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "file" ADD COLUMN "confirmation_id" integer;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "automatic_rents" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_sent" ADD CONSTRAINT "reminder_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sent" ADD CONSTRAINT "reminder_sent_entity_id_entity_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_generation" ADD CONSTRAINT "rent_generation_contract_fk" FOREIGN KEY ("contract_id","entity_id") REFERENCES "public"."contract"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmation" ADD CONSTRAINT "payment_confirmation_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmation" ADD CONSTRAINT "payment_confirmation_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmation" ADD CONSTRAINT "payment_confirmation_rent_fk" FOREIGN KEY ("rent_id","entity_id") REFERENCES "public"."rent"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_confirmation" ADD CONSTRAINT "payment_confirmation_payment_fk" FOREIGN KEY ("payment_id","entity_id") REFERENCES "public"."payment"("id","entity_id") ON DELETE SET NULL ("payment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_account" ADD CONSTRAINT "tenant_account_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_account" ADD CONSTRAINT "tenant_account_tenant_fk" FOREIGN KEY ("tenant_id","entity_id") REFERENCES "public"."tenant"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_invitation" ADD CONSTRAINT "tenant_invitation_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_invitation" ADD CONSTRAINT "tenant_invitation_tenant_fk" FOREIGN KEY ("tenant_id","entity_id") REFERENCES "public"."tenant"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_confirmation_entity_status_idx" ON "payment_confirmation" USING btree ("entity_id","status");--> statement-breakpoint
CREATE INDEX "payment_confirmation_rent_idx" ON "payment_confirmation" USING btree ("rent_id");--> statement-breakpoint
CREATE INDEX "tenant_account_user_idx" ON "tenant_account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tenant_invitation_tenant_idx" ON "tenant_invitation" USING btree ("tenant_id");--> statement-breakpoint
ALTER TABLE "file" ADD CONSTRAINT "file_confirmation_fk" FOREIGN KEY ("confirmation_id","entity_id") REFERENCES "public"."payment_confirmation"("id","entity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_entity_date_idx" ON "payment" USING btree ("entity_id","payment_date");
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "rent_generation"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "reminder_sent"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "tenant_account"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "tenant_invitation"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "entity_revised" AFTER INSERT OR UPDATE OR DELETE ON "payment_confirmation"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "entity_revised"('entity_id');
