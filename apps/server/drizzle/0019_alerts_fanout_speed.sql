-- The alerts' fan-out figure (ADR 028's and ADR 035's amendments of 2026-11-28). A delivery row's
-- user is its notice's, whose own key already deletes it with the user (through the notice's
-- cascade): its second key was one more lookup per row of the fan-out's 80,000 and is dropped. The
-- saved searches matched by words alone are indexed by their first word (null for none), so a
-- changed listing reads those of its address's words only, not all of them.
ALTER TABLE "notification_deliveries" DROP CONSTRAINT "notification_deliveries_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "saved_searches_any_idx";--> statement-breakpoint
CREATE INDEX "saved_searches_any_idx" ON "saved_searches" USING btree (("words"[1])) WHERE "saved_searches"."match_by" = 'any';