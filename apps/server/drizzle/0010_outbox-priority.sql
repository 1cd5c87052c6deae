DROP INDEX "email_outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "priority" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
-- Mail already waiting at upgrade gets the priority its template gets from now on (mail/mail-priority.ts).
UPDATE "email_outbox" SET "priority" = 0 WHERE "status" = 'pending' AND "template" IN ('password-reset', 'username-reminder');--> statement-breakpoint
UPDATE "email_outbox" SET "priority" = 1 WHERE "status" = 'pending' AND "template" IN ('invitation', 'invitation-reminder');--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("priority","next_attempt_at") WHERE status = 'pending';
