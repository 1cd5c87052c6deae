-- One time zone per collection (decision 144): the organiser's browser zone at create, changeable on edit.
-- Existing rows take their market's zone, the one their statements were already written in.
ALTER TABLE "collections" ADD COLUMN "time_zone" text;--> statement-breakpoint
UPDATE "collections" SET "time_zone" = CASE WHEN upper("market") = 'AU' THEN 'Australia/Sydney' ELSE 'America/New_York' END WHERE "time_zone" IS NULL;
