ALTER TABLE "entity" ADD COLUMN "city" varchar(60);--> statement-breakpoint
ALTER TABLE "entity" ADD COLUMN "mail_receipts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "pdf" "bytea";--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "void_reason" varchar(255);--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipt" ADD COLUMN "sent_to" varchar(500);