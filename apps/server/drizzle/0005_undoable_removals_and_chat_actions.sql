CREATE TABLE "home_removals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"homes" jsonb NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assistant_pending_actions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tool" text NOT NULL,
	"input" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "actions" jsonb;--> statement-breakpoint
ALTER TABLE "home_removals" ADD CONSTRAINT "home_removals_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_pending_actions" ADD CONSTRAINT "assistant_pending_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_removals_buyer_idx" ON "home_removals" USING btree ("buyer_id","removed_at");