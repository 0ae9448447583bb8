CREATE TABLE "comparable_choices" (
	"household_id" uuid NOT NULL,
	"listing_key" text NOT NULL,
	"comparable_key" text NOT NULL,
	"choice" text NOT NULL,
	"set_by" uuid,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comparable_choices_household_id_listing_key_comparable_key_pk" PRIMARY KEY("household_id","listing_key","comparable_key")
);
--> statement-breakpoint
CREATE TABLE "cost_defaults" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid,
	"company_id" uuid,
	"down_payment_percent" double precision,
	"down_payment_set_by" uuid,
	"down_payment_set_at" timestamp with time zone,
	"rate" double precision,
	"rate_set_by" uuid,
	"rate_set_at" timestamp with time zone,
	"term_years" smallint,
	"term_set_by" uuid,
	"term_set_at" timestamp with time zone,
	CONSTRAINT "cost_defaults_one_scope" CHECK (num_nonnulls("cost_defaults"."household_id", "cost_defaults"."company_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "comparable_choices" ADD CONSTRAINT "comparable_choices_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparable_choices" ADD CONSTRAINT "comparable_choices_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_defaults" ADD CONSTRAINT "cost_defaults_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_defaults" ADD CONSTRAINT "cost_defaults_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_defaults" ADD CONSTRAINT "cost_defaults_down_payment_set_by_users_id_fk" FOREIGN KEY ("down_payment_set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_defaults" ADD CONSTRAINT "cost_defaults_rate_set_by_users_id_fk" FOREIGN KEY ("rate_set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_defaults" ADD CONSTRAINT "cost_defaults_term_set_by_users_id_fk" FOREIGN KEY ("term_set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comparable_choices_listing_idx" ON "comparable_choices" USING btree ("listing_key");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_defaults_household_idx" ON "cost_defaults" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_defaults_company_idx" ON "cost_defaults" USING btree ("company_id");