CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_likes" (
	"buyer_id" uuid NOT NULL,
	"listing_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_likes_buyer_id_listing_key_user_id_pk" PRIMARY KEY("buyer_id","listing_key","user_id")
);
--> statement-breakpoint
ALTER TABLE "buyer_homes" DROP CONSTRAINT "buyer_homes_buyer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "home_removals" DROP CONSTRAINT "home_removals_buyer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_buyer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "listing_notes" DROP CONSTRAINT "listing_notes_buyer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "note_thread_reads" DROP CONSTRAINT "note_thread_reads_buyer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "tours" DROP CONSTRAINT "tours_buyer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "joined_household_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
-- ADR 049: a household per buyer with the buyer's own id, so every buyer_id already written names
-- its household; any other id the list's tables hold (none expected) gets one too.
INSERT INTO "households" ("id", "created_at") SELECT "id", "created_at" FROM "users" WHERE "role" = 'buyer';--> statement-breakpoint
INSERT INTO "households" ("id")
  SELECT "buyer_id" FROM "buyer_homes" UNION SELECT "buyer_id" FROM "home_removals"
  UNION SELECT "buyer_id" FROM "listing_notes" UNION SELECT "buyer_id" FROM "note_thread_reads"
  UNION SELECT "buyer_id" FROM "activity_events" UNION SELECT "buyer_id" FROM "tours"
  ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
UPDATE "users" SET "household_id" = "id", "joined_household_at" = "created_at" WHERE "role" = 'buyer';--> statement-breakpoint
-- Each like becomes the buyer's own; the feed's lines and the tours name the buyer who did them.
INSERT INTO "home_likes" ("buyer_id", "listing_key", "user_id", "liked_at")
  SELECT "buyer_id", "listing_key", "buyer_id", "added_at" FROM "buyer_homes"
  WHERE "liked" AND "buyer_id" IN (SELECT "id" FROM "users");--> statement-breakpoint
UPDATE "activity_events" SET "actor_id" = "buyer_id" WHERE "buyer_id" IN (SELECT "id" FROM "users");--> statement-breakpoint
UPDATE "tours" SET "requested_by" = "buyer_id" WHERE "buyer_id" IN (SELECT "id" FROM "users");--> statement-breakpoint
-- Removals of before (undone within seconds, or never) recorded one like: they cannot be undone now.
DELETE FROM "home_removals";--> statement-breakpoint
ALTER TABLE "home_likes" ADD CONSTRAINT "home_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_likes" ADD CONSTRAINT "home_likes_buyer_id_listing_key_buyer_homes_buyer_id_listing_key_fk" FOREIGN KEY ("buyer_id","listing_key") REFERENCES "public"."buyer_homes"("buyer_id","listing_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_likes_user_idx" ON "home_likes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_homes" ADD CONSTRAINT "buyer_homes_buyer_id_households_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_removals" ADD CONSTRAINT "home_removals_buyer_id_households_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_buyer_id_households_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_notes" ADD CONSTRAINT "listing_notes_buyer_id_households_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_thread_reads" ADD CONSTRAINT "note_thread_reads_buyer_id_households_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_buyer_id_households_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_household_idx" ON "users" USING btree ("household_id");--> statement-breakpoint
ALTER TABLE "buyer_homes" DROP COLUMN "liked";