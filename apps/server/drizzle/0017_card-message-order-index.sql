-- Card messages page with a keyset on card order, (display_seq, id) (issue 16, decision 121). Only the
-- messages on the card are in the index (the predicate is the card's visibility rule, written as the
-- queries write it), so every page, the first on contribution-details included, is one range scan.
CREATE INDEX "messages_card_order_idx" ON "messages" USING btree ("collection_id","display_seq","id") WHERE "hidden_at" IS NULL AND "deleted_at" IS NULL AND NOT "awaiting_payment";
