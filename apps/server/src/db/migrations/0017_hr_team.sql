ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "hr_member_sites" (
	"customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"site_id" integer NOT NULL REFERENCES "sites"("id") ON DELETE cascade,
	CONSTRAINT "hr_member_sites_user_id_site_id_pk" PRIMARY KEY("user_id","site_id")
);
--> statement-breakpoint
-- Until now an HR manager ran the whole console: the accounts that have role 2 keep running the team too.
UPDATE "users" SET "roles" = "roles" || '[3]'::jsonb WHERE "roles" @> '[2]'::jsonb AND NOT "roles" @> '[3]'::jsonb;
