-- Reminders on a schedule and one-click unsubscribe (issue 32, decisions 160 and 161).
ALTER TABLE "collections" ADD COLUMN "reminder_days_before" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invitees" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "invitee_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitee_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invitee_id" integer NOT NULL,
	"slot" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "invitee_reminders" ADD CONSTRAINT "invitee_reminders_invitee_id_invitees_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."invitees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitee_reminders_invitee_slot_uq" ON "invitee_reminders" USING btree ("invitee_id","slot");
