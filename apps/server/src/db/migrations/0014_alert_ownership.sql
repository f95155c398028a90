UPDATE "job_alert_confirmations" SET "address" = regexp_replace("address", '\+[^@]*@', '@') WHERE "address" LIKE '%+%@%';--> statement-breakpoint
CREATE INDEX "job_alert_confirmations_mailbox_idx" ON "job_alert_confirmations" USING btree ("address","created_at");--> statement-breakpoint
CREATE TABLE "job_alert_addresses" (
	"customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"address" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_alert_addresses_user_id_address_pk" PRIMARY KEY("user_id","address")
);
