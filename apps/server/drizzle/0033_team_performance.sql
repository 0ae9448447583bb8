CREATE TABLE "performance_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"household_id" uuid NOT NULL,
	"sender_id" uuid,
	"homes" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "activity_events_buyer_idx";--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "performance_sends" ADD CONSTRAINT "performance_sends_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_sends" ADD CONSTRAINT "performance_sends_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_sends_household_idx" ON "performance_sends" USING btree ("household_id","at");--> statement-breakpoint
CREATE INDEX "notification_deliveries_sent_email_idx" ON "notification_deliveries" USING btree ("user_id","done_at") WHERE "notification_deliveries"."channel" = 'email' and "notification_deliveries"."state" = 'sent';--> statement-breakpoint
CREATE INDEX "listing_notes_household_time_idx" ON "listing_notes" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_events_buyer_idx" ON "activity_events" USING btree ("buyer_id","at","kind");--> statement-breakpoint
-- Hand-written backfill (ADR 053): the sends still on the lists, one per sender and moment; the
-- tours' times from their last change (what a tour of before kept).
INSERT INTO "performance_sends" ("household_id", "sender_id", "homes", "at")
SELECT bh."buyer_id", bh."added_by", count(*)::int, bh."added_at" FROM "buyer_homes" bh
  JOIN "users" u ON u."id" = bh."added_by" AND u."role" <> 'buyer'
 GROUP BY bh."buyer_id", bh."added_by", bh."added_at";--> statement-breakpoint
UPDATE "tours" SET
  "answered_at" = CASE WHEN "state" IN ('proposed', 'confirmed', 'declined', 'completed') THEN "updated_at" END,
  "confirmed_at" = CASE WHEN "state" IN ('confirmed', 'completed') THEN "updated_at" END,
  "completed_at" = CASE WHEN "state" = 'completed' THEN "updated_at" END;
