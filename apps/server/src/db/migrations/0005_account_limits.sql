ALTER TABLE "verification_codes" RENAME COLUMN "failed_attempts" TO "attempts";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "requested_from" text;--> statement-breakpoint
CREATE INDEX "verification_codes_requested_from_idx" ON "verification_codes" USING btree ("requested_from","created_at");
