ALTER TABLE "jobs" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_closing_idx" ON "jobs" USING btree ("closes_at") WHERE "is_online" AND "closes_at" IS NOT NULL;
