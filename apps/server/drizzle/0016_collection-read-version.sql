-- contribution-details is served from a cache keyed by (collection, read_version) (decision 115).
-- Every write to a table that feeds that read moves the collection's read_version inside the writing
-- transaction, so any server sees the new version in the same commit as the new data. The values come
-- from one sequence: a version is never reused, even after a collection is deleted and re-created.
-- The column is kept out of the Drizzle schema on purpose: only these triggers write it and only the
-- read cache reads it (services/read-cache/read-version.ts).
CREATE SEQUENCE "collection_read_version_seq";
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "read_version" bigint DEFAULT nextval('collection_read_version_seq') NOT NULL;
--> statement-breakpoint
-- On the embedded database only one process can open the files, so that server keeps the versions
-- in memory and is told of each move on a channel (delivered at commit) rather than asking on every
-- request. It switches the setting on for its session; PostgreSQL servers leave it off and ask.
CREATE FUNCTION "notify_collection_read_version"(collection_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('groupgift.read_version_notify', true) = 'on' THEN
    PERFORM pg_notify('collection_read_version', collection_id::text);
  END IF;
END
$$;
--> statement-breakpoint
-- Any update of a collection (figures after a payment or refund, edits, closing, suspending, deleting)
-- moves its version, unless the update set one itself (the bumps below).
CREATE FUNCTION "collections_read_version_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.read_version IS NOT DISTINCT FROM OLD.read_version THEN
    NEW.read_version := nextval('collection_read_version_seq');
  END IF;
  PERFORM "notify_collection_read_version"(NEW.id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "collections_read_version" BEFORE UPDATE ON "collections"
  FOR EACH ROW EXECUTE FUNCTION "collections_read_version_on_update"();
--> statement-breakpoint
CREATE FUNCTION "collections_read_version_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_collection_read_version"(OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "collections_read_version_deleted" AFTER DELETE ON "collections"
  FOR EACH ROW EXECUTE FUNCTION "collections_read_version_on_delete"();
--> statement-breakpoint
-- Moves the version of the collections named (a NULL is ignored). It locks the collection row, which
-- the writes that settle payments and edit collections already take, so concurrent writers queue on the
-- row they already shared rather than on a new one.
CREATE FUNCTION "bump_collection_read_version"(first_id integer, second_id integer) RETURNS void LANGUAGE sql AS $$
  UPDATE "collections" SET "read_version" = nextval('collection_read_version_seq')
  WHERE "id" IN (first_id, second_id);
$$;
--> statement-breakpoint
-- Messages: the card shows the messages of the collection's group card; a message names both.
CREATE FUNCTION "messages_read_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE'
      AND (OLD.collection_id, OLD.group_card_id) IS DISTINCT FROM (NEW.collection_id, NEW.group_card_id)) THEN
    PERFORM "bump_collection_read_version"(OLD.collection_id,
      (SELECT "collection_id" FROM "group_cards" WHERE "id" = OLD.group_card_id));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "bump_collection_read_version"(NEW.collection_id,
      (SELECT "collection_id" FROM "group_cards" WHERE "id" = NEW.group_card_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "messages_read_version" AFTER INSERT OR UPDATE OR DELETE ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "messages_read_version"();
--> statement-breakpoint
CREATE FUNCTION "group_cards_read_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "bump_collection_read_version"(OLD.collection_id, NULL);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "bump_collection_read_version"(NEW.collection_id, NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "group_cards_read_version" AFTER INSERT OR UPDATE OR DELETE ON "group_cards"
  FOR EACH ROW EXECUTE FUNCTION "group_cards_read_version"();
--> statement-breakpoint
CREATE FUNCTION "cover_pages_read_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "bump_collection_read_version"((SELECT "collection_id" FROM "group_cards" WHERE "id" = OLD.group_card_id), NULL);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "bump_collection_read_version"((SELECT "collection_id" FROM "group_cards" WHERE "id" = NEW.group_card_id), NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cover_pages_read_version" AFTER INSERT OR UPDATE OR DELETE ON "cover_pages"
  FOR EACH ROW EXECUTE FUNCTION "cover_pages_read_version"();
