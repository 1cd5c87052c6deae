ALTER TABLE "collections" ADD COLUMN "balance_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_balance_not_negative" CHECK ("balance_cents" >= 0);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "redeemer" text DEFAULT 'organiser' NOT NULL;
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guid" uuid NOT NULL,
	"collection_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"redeemer" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"provider_destination_id" text,
	"provider_payout_id" text,
	"destination_label" text NOT NULL,
	"destination_last4" text,
	"paypal_email" text,
	"mail_to" text,
	"failure_reason" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemptions_guid_unique" UNIQUE("guid"),
	CONSTRAINT "redemptions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "redemptions_amount_positive" CHECK ("amount_cents" > 0 AND "fee_cents" >= 0 AND "fee_cents" <= "amount_cents")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" integer NOT NULL,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_id" integer,
	"redemption_id" integer,
	"provider_reference" text,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" integer NOT NULL,
	"redemption_id" integer,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "money_audit" ADD CONSTRAINT "money_audit_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ledger_entries_collection_idx" ON "ledger_entries" USING btree ("collection_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payment_once" ON "ledger_entries" USING btree ("payment_id","kind","cause") WHERE "payment_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_redemption_once" ON "ledger_entries" USING btree ("redemption_id","kind","cause") WHERE "redemption_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "redemptions_collection_idx" ON "redemptions" USING btree ("collection_id");
--> statement-breakpoint
CREATE INDEX "redemptions_processing_idx" ON "redemptions" USING btree ("status") WHERE "status" = 'processing';
--> statement-breakpoint
CREATE INDEX "money_audit_collection_idx" ON "money_audit" USING btree ("collection_id","id");
--> statement-breakpoint
CREATE TABLE "sandbox_payout_destinations" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payout_destinations_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payouts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gift_cards_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
-- Backfill (decision 111): collections that existed before the ledger get the entries their figures
-- already stand for, so the balance, the statement and the figures agree from the first start.
-- 1. An opening balance for what no payment explains (demo figures, data brought from elsewhere).
INSERT INTO "ledger_entries" ("collection_id", "kind", "cause", "amount_cents", "description", "created_at")
SELECT c."id", 'opening_balance', 'backfill', c."so_far_collected_cents" - coalesce(p."net", 0), 'Opening balance', c."created_at"
FROM "collections" c
LEFT JOIN (
	SELECT "collection_id", sum("net_cents")::int AS "net" FROM "payments"
	WHERE "kind" = 'contribution' AND "status" = 'succeeded' GROUP BY "collection_id"
) p ON p."collection_id" = c."id"
WHERE c."so_far_collected_cents" - coalesce(p."net", 0) > 0
ORDER BY c."created_at", c."id";
--> statement-breakpoint
-- 2. Each settled contribution as its settle and its refund would have booked it: +net, − the fee the
-- organiser absorbed (the collection's fee table, as the quote computes it, at most what the contribution
-- brought in after its charity share), − the charity share; refunded: − net and the charity share back.
INSERT INTO "ledger_entries" ("collection_id", "kind", "cause", "amount_cents", "payment_id", "provider_reference", "description", "created_at")
SELECT e."collection_id", e."kind", e."cause", e."amount", e."payment_id", e."provider_reference", e."description", e."at"
FROM (
	SELECT paid."collection_id", paid."id" AS "payment_id", paid."provider_reference", v.*
	FROM (
		SELECT p.*,
			coalesce(nullif(trim(concat_ws(' ', nullif(trim(p."first_name"), ''), nullif(trim(p."last_name"), ''))), ''), 'a contributor') AS "who",
			'Owed to ' || coalesce(nullif(trim(c."charity_name"), ''), 'the charity') AS "owed",
			CASE p."payment_method" WHEN 2 THEN 'American Express fee' WHEN 3 THEN 'PayPal fee' WHEN 7 THEN 'PayPal fee'
				WHEN 5 THEN 'Apple Pay fee' WHEN 6 THEN 'Google Pay fee' ELSE 'Card fee' END AS "fee_name",
			CASE WHEN p."fee_cents" > 0 OR p."net_cents" <= 0 OR p."payment_method" NOT IN (1, 2, 3, 5, 6, 7)
				OR jsonb_typeof(c."pricing") IS DISTINCT FROM 'object' THEN 0
			ELSE greatest(0, least(p."net_cents" - p."charity_cents", (
				SELECT coalesce((c."pricing" ->> (r."k" || 'FeeAmount'))::numeric, 0)
					+ floor(p."net_cents" * coalesce((c."pricing" ->> (r."k" || 'FeePercentage'))::numeric, 0) / 100 + 0.5)
				FROM (SELECT CASE WHEN p."payment_method" = 2 THEN 'amex' WHEN p."payment_method" IN (3, 7) THEN 'paypal'
					WHEN p."provider" = 2 THEN 'stripe' ELSE 'cc' END AS "k") r
			)))::int END AS "absorbed"
		FROM "payments" p JOIN "collections" c ON c."id" = p."collection_id"
		WHERE p."kind" = 'contribution' AND p."status" IN ('succeeded', 'refunded')
	) paid
	CROSS JOIN LATERAL (VALUES
		(1, 'contribution', 'backfill', paid."net_cents", 'Contribution from ' || paid."who", paid."created_at"),
		(2, 'fee', 'backfill', -paid."absorbed", paid."fee_name" || ' (absorbed)', paid."created_at"),
		(3, 'charity_share', 'backfill', -paid."charity_cents", paid."owed", paid."created_at"),
		(4, 'refund', 'backfill_refund', CASE WHEN paid."status" = 'refunded' THEN -paid."net_cents" ELSE 0 END, 'Refund to ' || paid."who", paid."updated_at"),
		(5, 'charity_share', 'backfill_refund', CASE WHEN paid."status" = 'refunded' THEN paid."charity_cents" ELSE 0 END, paid."owed" || ': refunded, no longer owed', paid."updated_at")
	) AS v("ord", "kind", "cause", "amount", "description", "at")
) e
WHERE e."amount" <> 0
ORDER BY e."at", e."payment_id", e."ord";
--> statement-breakpoint
-- 3. The fees of refunded contributions a collection has nothing left to carry are not charged to it
-- (as the refund does today), so no balance starts below zero.
INSERT INTO "ledger_entries" ("collection_id", "kind", "cause", "amount_cents", "description")
SELECT "collection_id", 'fee', 'backfill', -sum("amount_cents")::int, 'Fees on refunded contributions, not charged to the collection'
FROM "ledger_entries" GROUP BY "collection_id" HAVING sum("amount_cents") < 0;
--> statement-breakpoint
UPDATE "collections" c SET "balance_cents" = t."total"
FROM (SELECT "collection_id", sum("amount_cents")::int AS "total" FROM "ledger_entries" GROUP BY "collection_id") t
WHERE t."collection_id" = c."id";
