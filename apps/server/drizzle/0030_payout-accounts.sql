-- Organisers' own connected accounts for bank payouts (issue 33, decision 165).
CREATE TABLE "payout_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organiser_id" integer NOT NULL,
	"market" text NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled_reason" text,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_status_check" CHECK ("status" IN ('pending', 'verified', 'restricted'))
);--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_organiser_market_once" ON "payout_accounts" USING btree ("organiser_id","market","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_account_once" ON "payout_accounts" USING btree ("provider","account_id");--> statement-breakpoint
CREATE TABLE "sandbox_connected_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"country" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_connected_accounts_idempotency_key_unique" UNIQUE("idempotency_key")
);--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "connected_account_id" text;
