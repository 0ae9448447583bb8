CREATE TABLE "replica_photo_files" (
	"hash" text PRIMARY KEY NOT NULL,
	"bytes" bigint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"top_color" text NOT NULL,
	"bottom_color" text NOT NULL,
	"unused_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "replica_photos" (
	"media_key" text PRIMARY KEY NOT NULL,
	"listing_key" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"source_modified_at" timestamp with time zone NOT NULL,
	"priority" smallint DEFAULT 3 NOT NULL,
	"hash" text,
	"width" integer,
	"height" integer,
	"top_color" text,
	"bottom_color" text,
	"reason" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"gone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "replica_media" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "replica_media" ADD COLUMN "image_height" integer;--> statement-breakpoint
CREATE INDEX "replica_photos_waiting_idx" ON "replica_photos" USING btree ("priority","media_key") WHERE "replica_photos"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "replica_photos_listing_idx" ON "replica_photos" USING btree ("listing_key");--> statement-breakpoint
CREATE INDEX "replica_photos_hash_idx" ON "replica_photos" USING btree ("hash") WHERE "replica_photos"."hash" is not null;--> statement-breakpoint
CREATE INDEX "replica_photos_gone_idx" ON "replica_photos" USING btree ("gone_at") WHERE "replica_photos"."gone_at" is not null;--> statement-breakpoint
-- Every photo the replica already holds waits for its copy (ADR 046); a listing's first photo
-- before the rest.
INSERT INTO "replica_photos" ("media_key", "listing_key", "source_modified_at", "priority")
SELECT "media_key", "listing_key", "modified_at",
  CASE WHEN row_number() OVER (PARTITION BY "listing_key" ORDER BY "order" NULLS LAST, "media_key") = 1 THEN 2 ELSE 3 END
FROM "replica_media" WHERE "url" IS NOT NULL;--> statement-breakpoint
-- The answers no longer carry the MLS's URLs: each held photo is a waiting one of the usual shape
-- until its copy is made (the photos are made again from the media as each is copied).
UPDATE "replica_listings" SET "photos" = (
  SELECT coalesce(jsonb_agg('photos/pending#1600x1067'::text), '[]'::jsonb) FROM jsonb_array_elements("photos")
) WHERE jsonb_array_length("photos") > 0;
