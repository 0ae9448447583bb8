CREATE TABLE "replica_open_houses" (
	"open_house_key" text PRIMARY KEY NOT NULL,
	"listing_key" text NOT NULL,
	"date" date NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"type" text,
	"status" text,
	"remarks" text,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "replica_listings" ADD COLUMN "entire_display" boolean GENERATED ALWAYS AS (coalesce(("record" -> 'InternetEntireListingDisplayYN') <> 'false'::jsonb, true)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "replica_listings" ADD COLUMN "address_display" boolean GENERATED ALWAYS AS (coalesce(("record" -> 'InternetAddressDisplayYN') <> 'false'::jsonb, true)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "replica_open_houses_listing_idx" ON "replica_open_houses" USING btree ("listing_key","date");--> statement-breakpoint
CREATE INDEX "replica_listings_hidden_idx" ON "replica_listings" USING btree ("listing_key") WHERE not "replica_listings"."entire_display";