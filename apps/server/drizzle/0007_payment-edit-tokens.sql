CREATE TABLE "payment_edit_tokens" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_edit_tokens" ADD CONSTRAINT "payment_edit_tokens_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;