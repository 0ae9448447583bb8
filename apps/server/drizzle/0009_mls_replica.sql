CREATE TABLE "replica_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_key" text NOT NULL,
	"kind" text NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "replica_listings" (
	"listing_key" text PRIMARY KEY NOT NULL,
	"status" text,
	"on_market" boolean DEFAULT true NOT NULL,
	"off_market_at" timestamp with time zone,
	"list_price" double precision,
	"bedrooms" integer,
	"bathrooms" integer,
	"living_area" double precision,
	"property_type" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"list_date" date,
	"modified_at" timestamp with time zone NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"record" jsonb NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "replica_media" (
	"media_key" text PRIMARY KEY NOT NULL,
	"listing_key" text NOT NULL,
	"order" integer,
	"url" text,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "replica_events_once_idx" ON "replica_events" USING btree ("listing_key","modified_at","kind");--> statement-breakpoint
CREATE INDEX "replica_listings_status_idx" ON "replica_listings" USING btree ("on_market","status");--> statement-breakpoint
CREATE INDEX "replica_listings_price_idx" ON "replica_listings" USING btree ("list_price");--> statement-breakpoint
CREATE INDEX "replica_listings_beds_idx" ON "replica_listings" USING btree ("bedrooms");--> statement-breakpoint
CREATE INDEX "replica_listings_baths_idx" ON "replica_listings" USING btree ("bathrooms");--> statement-breakpoint
CREATE INDEX "replica_listings_area_idx" ON "replica_listings" USING btree ("living_area");--> statement-breakpoint
CREATE INDEX "replica_listings_type_idx" ON "replica_listings" USING btree ("property_type");--> statement-breakpoint
CREATE INDEX "replica_listings_place_idx" ON "replica_listings" USING btree ("state","city");--> statement-breakpoint
CREATE INDEX "replica_listings_postal_idx" ON "replica_listings" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "replica_listings_position_idx" ON "replica_listings" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "replica_listings_list_date_idx" ON "replica_listings" USING btree ("list_date");--> statement-breakpoint
CREATE INDEX "replica_listings_modified_idx" ON "replica_listings" USING btree ("modified_at");--> statement-breakpoint
CREATE INDEX "replica_media_listing_idx" ON "replica_media" USING btree ("listing_key","order");