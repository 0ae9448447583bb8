CREATE TABLE "freshness_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"max_data_age_hours" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_problem_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"realtor_id" uuid,
	"listing_key" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_problem_reports" ADD CONSTRAINT "listing_problem_reports_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_problem_reports" ADD CONSTRAINT "listing_problem_reports_realtor_id_users_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "freshness_incidents_one_open" ON "freshness_incidents" USING btree (("ended_at" is null)) WHERE "freshness_incidents"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "freshness_incidents_started_idx" ON "freshness_incidents" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "listing_problem_reports_buyer_idx" ON "listing_problem_reports" USING btree ("buyer_id","created_at");