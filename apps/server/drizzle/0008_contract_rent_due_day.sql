ALTER TABLE "contract" ADD COLUMN "rent_due_day" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Contracts made before the field existed keep the due day their rents were given: the month's last day.
UPDATE "contract" SET "rent_due_day" = 31;
