CREATE TABLE "bulk_upload_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bulk_upload_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bulk_upload_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"row_count" integer NOT NULL,
	"error_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_upload_files" ADD CONSTRAINT "bulk_upload_files_bulk_upload_id_bulk_uploads_id_fk" FOREIGN KEY ("bulk_upload_id") REFERENCES "public"."bulk_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_upload_files" ADD CONSTRAINT "bulk_upload_files_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_upload_files_upload_idx" ON "bulk_upload_files" USING btree ("bulk_upload_id");--> statement-breakpoint
CREATE INDEX "bulk_upload_files_document_idx" ON "bulk_upload_files" USING btree ("document_id");