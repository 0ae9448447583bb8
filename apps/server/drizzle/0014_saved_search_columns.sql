ALTER TABLE "saved_searches" ADD COLUMN "statuses" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_price" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "max_price" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_beds" integer;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "min_baths" double precision;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "cities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "property_types" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "box" "box";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "price_range" "numrange" GENERATED ALWAYS AS (case when "min_price" > "max_price" then 'empty'::numrange else numrange("min_price"::numeric, "max_price"::numeric, '[]') end) STORED;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_by" text GENERATED ALWAYS AS (case when "postal_code" is not null then 'postal-code' when cardinality("cities") > 0 then 'city' when "box" is not null then 'box' when "min_price" is not null or "max_price" is not null then 'price' else 'any' end) STORED;--> statement-breakpoint
CREATE INDEX "saved_searches_postal_idx" ON "saved_searches" USING btree ("postal_code") WHERE "saved_searches"."match_by" = 'postal-code';--> statement-breakpoint
CREATE INDEX "saved_searches_city_idx" ON "saved_searches" USING btree (lower("cities"[1])) WHERE "saved_searches"."match_by" = 'city';--> statement-breakpoint
CREATE INDEX "saved_searches_box_idx" ON "saved_searches" USING gist ("box") WHERE "saved_searches"."match_by" = 'box';--> statement-breakpoint
CREATE INDEX "saved_searches_price_idx" ON "saved_searches" USING gist ("price_range") WHERE "saved_searches"."match_by" = 'price';--> statement-breakpoint
CREATE INDEX "saved_searches_any_idx" ON "saved_searches" USING btree ("match_by") WHERE "saved_searches"."match_by" = 'any';--> statement-breakpoint
-- The searches saved before: their typed columns from the filters they were saved with (ADR 035).
UPDATE "saved_searches" SET
  "statuses" = array(select jsonb_array_elements_text(coalesce("filters" -> 'statuses', '[]'::jsonb))),
  "min_price" = ("filters" ->> 'minPrice')::double precision,
  "max_price" = ("filters" ->> 'maxPrice')::double precision,
  "min_beds" = ("filters" ->> 'minBeds')::integer,
  "min_baths" = ("filters" ->> 'minBaths')::double precision,
  "postal_code" = "filters" ->> 'postalCode',
  "cities" = array(select jsonb_array_elements_text(coalesce("filters" -> 'cities', '[]'::jsonb))),
  "property_types" = case when jsonb_typeof("filters" -> 'propertyTypes') = 'array'
    then array(select jsonb_array_elements_text("filters" -> 'propertyTypes')) end,
  "words" = array(select jsonb_array_elements_text(coalesce("filters" -> 'words', '[]'::jsonb))),
  "box" = case when jsonb_typeof("filters" -> 'box') = 'array' then box(
    point(("filters" -> 'box' ->> 0)::double precision, ("filters" -> 'box' ->> 1)::double precision),
    point(("filters" -> 'box' ->> 2)::double precision, ("filters" -> 'box' ->> 3)::double precision)) end;
