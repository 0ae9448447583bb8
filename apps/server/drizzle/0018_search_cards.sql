-- The search figures, second step (ADR 023, amended). The covering indexes of a city and of
-- a map box take the status as a key column (after the city, before the box), so a search reads
-- only the entries of the statuses it asks for: Active and Coming Soon by default, two thirds of
-- the on-market listings. And what a result shows of a listing is kept apart, small, so that a page
-- reads 24 rows of 400 bytes instead of 24 records (1.5 KB each, most of them in TOAST storage).
DROP INDEX "replica_listings_position_idx";--> statement-breakpoint
DROP INDEX "replica_listings_city_price_idx";--> statement-breakpoint
CREATE INDEX "replica_listings_position_idx" ON "replica_listings" USING btree ("status","latitude","longitude") INCLUDE ("listing_key","on_market","bedrooms","baths_shown","property_type","postal_code","list_date","modified_at","living_area","list_price");--> statement-breakpoint
CREATE INDEX "replica_listings_city_price_idx" ON "replica_listings" USING btree (lower("city"),"status","list_price") INCLUDE ("listing_key","on_market","bedrooms","baths_shown","property_type","postal_code","list_date","modified_at","living_area","city");--> statement-breakpoint
-- A table, not a generated column of replica_listings: adding a stored column rewrites the table,
-- and a rewritten table has no page marked all-visible until it is vacuumed, so every index-only
-- scan of the search would read the table too (twice the cost) until autovacuum came, which the
-- sync's few writes would not bring for weeks.
CREATE TABLE "replica_listing_cards" (
	"listing_key" text PRIMARY KEY NOT NULL,
	"card" jsonb NOT NULL,
	"image_url" text
);
--> statement-breakpoint
-- Cards follow every write of the replica: each statement's new rows give theirs (the fields
-- `entityToListing` reads, and the first photo); one unchanged is not written again.
CREATE FUNCTION "replica_listing_cards_put"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "replica_listing_cards" ("listing_key", "card", "image_url")
  SELECT "new_rows"."listing_key", jsonb_build_object('ListingKey', "new_rows"."record" -> 'ListingKey', 'UnparsedAddress', "new_rows"."record" -> 'UnparsedAddress', 'City', "new_rows"."record" -> 'City', 'StateOrProvince', "new_rows"."record" -> 'StateOrProvince', 'PostalCode', "new_rows"."record" -> 'PostalCode', 'ListPrice', "new_rows"."record" -> 'ListPrice', 'StandardStatus', "new_rows"."record" -> 'StandardStatus', 'PropertyType', "new_rows"."record" -> 'PropertyType', 'LivingArea', "new_rows"."record" -> 'LivingArea', 'BedroomsTotal', "new_rows"."record" -> 'BedroomsTotal', 'BathroomsFull', "new_rows"."record" -> 'BathroomsFull', 'BathroomsHalf', "new_rows"."record" -> 'BathroomsHalf', 'BathroomsTotalInteger', "new_rows"."record" -> 'BathroomsTotalInteger', 'Latitude', "new_rows"."record" -> 'Latitude', 'Longitude', "new_rows"."record" -> 'Longitude'), "new_rows"."photos" ->> 0
  FROM "new_rows"
  ON CONFLICT ("listing_key") DO UPDATE SET "card" = excluded."card", "image_url" = excluded."image_url"
  WHERE ("replica_listing_cards"."card", "replica_listing_cards"."image_url") IS DISTINCT FROM (excluded."card", excluded."image_url");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "replica_listing_cards_drop"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "replica_listing_cards" WHERE "listing_key" IN (SELECT "listing_key" FROM "old_rows");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "replica_listing_cards_on_insert" AFTER INSERT ON "replica_listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "replica_listing_cards_put"();--> statement-breakpoint
CREATE TRIGGER "replica_listing_cards_on_update" AFTER UPDATE ON "replica_listings" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "replica_listing_cards_put"();--> statement-breakpoint
CREATE TRIGGER "replica_listing_cards_on_delete" AFTER DELETE ON "replica_listings" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "replica_listing_cards_drop"();--> statement-breakpoint
INSERT INTO "replica_listing_cards" ("listing_key", "card", "image_url")
SELECT "replica_listings"."listing_key", jsonb_build_object('ListingKey', "replica_listings"."record" -> 'ListingKey', 'UnparsedAddress', "replica_listings"."record" -> 'UnparsedAddress', 'City', "replica_listings"."record" -> 'City', 'StateOrProvince', "replica_listings"."record" -> 'StateOrProvince', 'PostalCode', "replica_listings"."record" -> 'PostalCode', 'ListPrice', "replica_listings"."record" -> 'ListPrice', 'StandardStatus', "replica_listings"."record" -> 'StandardStatus', 'PropertyType', "replica_listings"."record" -> 'PropertyType', 'LivingArea', "replica_listings"."record" -> 'LivingArea', 'BedroomsTotal', "replica_listings"."record" -> 'BedroomsTotal', 'BathroomsFull', "replica_listings"."record" -> 'BathroomsFull', 'BathroomsHalf', "replica_listings"."record" -> 'BathroomsHalf', 'BathroomsTotalInteger', "replica_listings"."record" -> 'BathroomsTotalInteger', 'Latitude', "replica_listings"."record" -> 'Latitude', 'Longitude', "replica_listings"."record" -> 'Longitude'), "replica_listings"."photos" ->> 0
FROM "replica_listings";
