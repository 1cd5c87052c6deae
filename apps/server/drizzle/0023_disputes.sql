CREATE TABLE "disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" integer NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"payment_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"share_cents" integer NOT NULL,
	"held_cents" integer DEFAULT 0 NOT NULL,
	"receivable_cents" integer DEFAULT 0 NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_provider_dispute_unique" UNIQUE("provider","provider_dispute_id"),
	CONSTRAINT "disputes_figures" CHECK ("disputes"."status" in ('open', 'won', 'lost') and "disputes"."amount_cents" >= 0 and "disputes"."fee_cents" >= 0 and "disputes"."share_cents" >= 0 and "disputes"."held_cents" >= 0 and "disputes"."receivable_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("collection_id") WHERE "disputes"."status" = 'open';
--> statement-breakpoint
CREATE INDEX "disputes_collection_idx" ON "disputes" USING btree ("collection_id","id");
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "dispute_id" integer;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_dispute_once" ON "ledger_entries" USING btree ("dispute_id","kind","cause") WHERE "ledger_entries"."dispute_id" IS NOT NULL;
