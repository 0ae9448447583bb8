CREATE TABLE "fair_housing_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"surface" text NOT NULL,
	"class" text NOT NULL,
	"user_id" uuid,
	"excerpt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fair_housing_audit" ADD CONSTRAINT "fair_housing_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_housing_audit_at_idx" ON "fair_housing_audit" USING btree ("at","id");