-- Company settings a customer admin changes (decisions §8): the site title in Chinese beside the English one
-- (site_title), the hero's tagline in both languages (null: the portal's own), and the brand colour.
ALTER TABLE "customers" ADD COLUMN "site_title_zh" text;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tagline_en" text;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tagline_zh" text;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "brand_color" text DEFAULT '#1f4fd1' NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_brand_color_hex" CHECK ("brand_color" ~ '^#[0-9a-f]{6}$');
