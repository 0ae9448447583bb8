-- Web Push (ADR 052): the devices a person gets pushes on, when a device first took a notice's
-- push (its `unread` e-mail then stays unsent), and `push` in every stored topic's choices.
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- Stored choices get the contracts' default push per topic (`defaultNotificationPreferences`: on
-- but for a saved search's matches); their e-mail choices stay as chosen (`instant` keeps its
-- meaning; `unread` is only the new default).
UPDATE "notification_preferences" SET "preferences" = (
  SELECT jsonb_object_agg("key", CASE
    WHEN jsonb_typeof("value") = 'object' AND "key" IN ('price', 'status', 'search-match', 'homes-added', 'notes-tours')
      AND NOT "value" ? 'push'
    THEN "value" || jsonb_build_object('push', "key" <> 'search-match')
    ELSE "value" END)
  FROM jsonb_each("preferences"))
WHERE jsonb_typeof("preferences") = 'object' AND "preferences" <> '{}'::jsonb;