-- Operator accounts and the support console's audit log (issue 35, decisions 155 and 156).
ALTER TABLE "organisers" ADD COLUMN "operator_role" text;--> statement-breakpoint
CREATE TABLE "support_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"operator_id" integer NOT NULL,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_guid" uuid NOT NULL,
	"collection_id" integer,
	"why" text NOT NULL,
	"outcome" text DEFAULT 'started' NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "support_audit_idempotency_key_unique" UNIQUE("idempotency_key")
);--> statement-breakpoint
ALTER TABLE "support_audit" ADD CONSTRAINT "support_audit_operator_id_organisers_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."organisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_audit" ADD CONSTRAINT "support_audit_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_audit_target_idx" ON "support_audit" USING btree ("target_guid","id");--> statement-breakpoint
CREATE INDEX "support_audit_collection_idx" ON "support_audit" USING btree ("collection_id","id");
