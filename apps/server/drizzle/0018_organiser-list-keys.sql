-- The organiser's contributions, messages and invitees lists are read a page at a time on a keyset
-- (decision 122): each index below is the list's filter column followed by its sort key, so every
-- page is one index range scan, as cheap at row 10,000 as at row 1. The contributions list reads
-- its (created_at, id) index backwards for newest first.
CREATE INDEX "payments_collection_created_idx" ON "payments" USING btree ("collection_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "messages_collection_seq_idx" ON "messages" USING btree ("collection_id", "display_seq", "id");
--> statement-breakpoint
CREATE INDEX "invitees_collection_created_idx" ON "invitees" USING btree ("collection_id", "created_at", "id");
