ALTER TABLE "collections" ADD COLUMN "pgc_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "pgc_payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pack_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bulk_upload_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "any_card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "card_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "price_mode" integer DEFAULT 1 NOT NULL;