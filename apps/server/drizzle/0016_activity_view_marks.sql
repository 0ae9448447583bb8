CREATE TABLE "activity_view_marks" (
	"buyer_id" uuid NOT NULL,
	"listing_key" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_view_marks_buyer_id_listing_key_pk" PRIMARY KEY("buyer_id","listing_key")
);
--> statement-breakpoint
ALTER TABLE "activity_view_marks" ADD CONSTRAINT "activity_view_marks_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;