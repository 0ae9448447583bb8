CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"listing_key" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"listing_key" text NOT NULL,
	"author_id" uuid,
	"visibility" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "note_thread_reads" (
	"user_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"listing_key" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "note_thread_reads_user_id_buyer_id_listing_key_pk" PRIMARY KEY("user_id","buyer_id","listing_key")
);
--> statement-breakpoint
CREATE TABLE "tour_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"realtor_id" uuid,
	"listing_key" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reason" text,
	"confirmed_window_id" uuid,
	"proposed_window_id" uuid,
	"flagged" boolean DEFAULT false NOT NULL,
	"verdict" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_notes" ADD CONSTRAINT "listing_notes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_notes" ADD CONSTRAINT "listing_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_thread_reads" ADD CONSTRAINT "note_thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_thread_reads" ADD CONSTRAINT "note_thread_reads_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_windows" ADD CONSTRAINT "tour_windows_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_buyer_idx" ON "activity_events" USING btree ("buyer_id","at");--> statement-breakpoint
CREATE INDEX "activity_events_home_idx" ON "activity_events" USING btree ("buyer_id","listing_key","kind","at");--> statement-breakpoint
CREATE INDEX "listing_notes_thread_idx" ON "listing_notes" USING btree ("buyer_id","listing_key","created_at");--> statement-breakpoint
CREATE INDEX "listing_notes_author_idx" ON "listing_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "tour_windows_tour_idx" ON "tour_windows" USING btree ("tour_id","start_at");--> statement-breakpoint
CREATE INDEX "tours_buyer_idx" ON "tours" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "tours_realtor_idx" ON "tours" USING btree ("realtor_id","state");--> statement-breakpoint
CREATE INDEX "tours_listing_idx" ON "tours" USING btree ("listing_key","state");