DROP INDEX "listing_notes_household_time_idx";--> statement-breakpoint
ALTER TABLE "listing_notes" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listing_notes_shared_time_idx" ON "listing_notes" USING btree ("buyer_id","created_at","listing_key","author_id","answered_at") WHERE "listing_notes"."visibility" = 'shared' and "listing_notes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tours_requested_idx" ON "tours" USING btree ("buyer_id","created_at") WHERE "tours"."state" = 'requested';--> statement-breakpoint
-- Hand-written backfill (ADR 053): each member's shared note stamped with the first shared note
-- the realtor's side wrote after it in its thread, as the notes module stamps each change.
UPDATE "listing_notes" n SET "answered_at" = (
  SELECT min(r."created_at") FROM "listing_notes" r
    JOIN "users" u ON u."id" = r."author_id" AND u."role" <> 'buyer'
   WHERE r."buyer_id" = n."buyer_id" AND r."listing_key" = n."listing_key"
     AND r."visibility" = 'shared' AND r."deleted_at" IS NULL AND r."created_at" > n."created_at")
 WHERE n."visibility" = 'shared' AND n."deleted_at" IS NULL
   AND n."author_id" IN (SELECT u."id" FROM "users" u WHERE u."role" = 'buyer');
