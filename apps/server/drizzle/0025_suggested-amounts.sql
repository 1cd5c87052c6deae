ALTER TABLE "collections" ADD COLUMN "suggested_amounts_cents" jsonb DEFAULT '[]'::jsonb NOT NULL;
