ALTER TABLE "cover_pages" ADD COLUMN "board_theme" text;
