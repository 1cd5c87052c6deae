-- Issue 33: the catalogue brand a gift card was chosen in, kept with the redemption (name, logo, where
-- to spend it, how to use it, terms) so the result, the mail and the statement still name it if the
-- catalogue changes. Null for bank and PayPal, and for gift cards issued before the catalogue.
ALTER TABLE "redemptions" ADD COLUMN "gift_card_brand" jsonb;
