-- The search figures (ADR 023, amended): free text matched word by word through a
-- vocabulary of the addresses' words (no trigram recheck per listing), the map box through a btree
-- on (latitude, longitude) instead of the GiST on point(longitude, latitude) (a quarter of the cost
-- per entry read).
CREATE TABLE "replica_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "replica_listings_search_text_idx";--> statement-breakpoint
DROP INDEX "replica_listings_point_idx";--> statement-breakpoint
DROP INDEX "replica_listings_position_idx";--> statement-breakpoint
CREATE INDEX "replica_listings_position_idx" ON "replica_listings" USING btree ("latitude","longitude") INCLUDE ("listing_key","on_market","status","bedrooms","baths_shown","property_type","postal_code","list_date","modified_at","living_area","list_price");--> statement-breakpoint
CREATE INDEX "replica_listings_search_words_idx" ON "replica_listings" USING gin (regexp_split_to_array("search_text", '[^[:alnum:]]+'));--> statement-breakpoint
-- The vocabulary follows every write of the replica: each statement's new rows add their words.
CREATE FUNCTION "replica_search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "replica_search_words" ("word")
  SELECT DISTINCT "word"
  FROM "new_rows", unnest(regexp_split_to_array("new_rows"."search_text", '[^[:alnum:]]+')) AS "word"
  WHERE "word" <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "replica_search_words_on_insert" AFTER INSERT ON "replica_listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "replica_search_words_add"();--> statement-breakpoint
CREATE TRIGGER "replica_search_words_on_update" AFTER UPDATE ON "replica_listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "replica_search_words_add"();--> statement-breakpoint
INSERT INTO "replica_search_words" ("word")
SELECT DISTINCT "word"
FROM "replica_listings", unnest(regexp_split_to_array("replica_listings"."search_text", '[^[:alnum:]]+')) AS "word"
WHERE "word" <> ''
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- After the words are in (a GIN index's pending list would be read by every search), and without
-- one afterwards: a new word is rare, a search is not.
CREATE INDEX "replica_search_words_trgm_idx" ON "replica_search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);
