-- Personal data under control (decisions §9). The audit log: append-only, each row holding the hash of its
-- customer's previous row (seq 1, 2, 3 … per customer), and the head of each customer's chain, which is also
-- the row every writer locks so that two writers cannot fork the chain.
CREATE TABLE "audit_log" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "customer_id" integer NOT NULL,
  "seq" bigint NOT NULL,
  "at" timestamp with time zone NOT NULL,
  "user_id" integer,
  "actor_name" text NOT NULL DEFAULT '',
  "roles" integer[] NOT NULL DEFAULT '{}',
  "action" text NOT NULL,
  "candidate_id" integer,
  "object_type" text,
  "object_id" text,
  "ip" text,
  "request_id" text,
  "prev_hash" text NOT NULL,
  "hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_customer_seq_uq" ON "audit_log" ("customer_id", "seq");
--> statement-breakpoint
CREATE INDEX "audit_log_candidate_idx" ON "audit_log" ("customer_id", "candidate_id", "seq");
--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" ("customer_id", "user_id", "seq");
--> statement-breakpoint
CREATE TABLE "audit_heads" (
  "customer_id" integer PRIMARY KEY,
  "seq" bigint NOT NULL,
  "hash" text NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
-- Consents per purpose (application, talentPool, referral, crossBorder), with the policy version agreed to.
CREATE TABLE "user_consents" (
  "customer_id" integer NOT NULL REFERENCES "customers" ("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "purpose" text NOT NULL,
  "granted" boolean NOT NULL,
  "policy_version" text NOT NULL,
  "at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("user_id", "purpose")
);
--> statement-breakpoint
-- Retention: months a candidate's personal data is kept after their last application closed.
ALTER TABLE "customers" ADD COLUMN "retention_months" integer DEFAULT 12 NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_retention_months_range" CHECK ("retention_months" BETWEEN 1 AND 120);
--> statement-breakpoint
-- Per candidate: until when an extension keeps the data, the notice sent before deletion (its single-use
-- link stored as a hash), and when the data was deleted.
CREATE TABLE "data_retention" (
  "customer_id" integer NOT NULL REFERENCES "customers" ("id") ON DELETE CASCADE,
  "user_id" integer PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
  "kept_until" timestamp with time zone,
  "notice_expires_at" timestamp with time zone,
  "notice_token_hash" text,
  "notified_at" timestamp with time zone,
  "anonymised_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_retention_token_uq" ON "data_retention" ("notice_token_hash");
