CREATE TABLE "sandbox_events" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "sandbox_events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_instruments" (
	"token" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "charity_share_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charity_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_events_payment_idx" ON "sandbox_events" USING btree ("payment_id");