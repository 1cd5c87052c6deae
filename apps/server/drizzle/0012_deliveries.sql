CREATE TABLE "deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"collection_id" integer NOT NULL,
	"status" text DEFAULT 'not_delivered' NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"by_email" boolean DEFAULT false NOT NULL,
	"by_link" boolean DEFAULT false NOT NULL,
	"keep_open" boolean DEFAULT false NOT NULL,
	"scheduled_at" timestamp with time zone,
	"time_zone" text,
	"delivered_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"bounce_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_collection_id_unique" UNIQUE("collection_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "delivery_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "delivery_thanks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_thanks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guid" uuid NOT NULL,
	"delivery_id" integer NOT NULL,
	"text" text NOT NULL,
	"image_url" text,
	"audience" text NOT NULL,
	"message_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mailed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_thanks_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_links" ADD CONSTRAINT "delivery_links_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_thanks" ADD CONSTRAINT "delivery_thanks_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" USING btree ("scheduled_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "delivery_links_delivery_idx" ON "delivery_links" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "delivery_thanks_delivery_idx" ON "delivery_thanks" USING btree ("delivery_id");