ALTER TABLE "customers" ADD COLUMN "public_url" text;
