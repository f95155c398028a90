import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const customers = pgTable('customers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  siteTitle: text('site_title').notNull().default('TMP'),
  /** The Chinese site title; unset: `siteTitle` in both languages. */
  siteTitleZh: text('site_title_zh'),
  /** The home hero's tagline per language; unset: the portal's own. */
  taglineEn: text('tagline_en'),
  taglineZh: text('tagline_zh'),
  /** `#rrggbb`, dark enough for white text on it (company settings). */
  brandColor: text('brand_color').notNull().default('#1f4fd1'),
  logo: text('logo').notNull(),
  /** 1 phone accounts with SMS; 2 email accounts with captcha and security question. */
  systemType: integer('system_type').notNull(),
  /** Country ids whose /delivery requires a login first. */
  forceLoginCountryIds: jsonb('force_login_country_ids').$type<number[]>().notNull().default([]),
  defaultSourceId: integer('default_source_id'),
  defaultLanguage: text('default_language').notNull().default('en-US'),
  /** HR users must sign in with a second factor (decisions §4). */
  hrSecondFactorRequired: boolean('hr_second_factor_required').notNull().default(false),
  /**
   * Where the portal is reached (`https://careers.example.com`): every absolute link it writes starts here.
   * Unset: the deployment's PUBLIC_URL, on the customer's own host name (see `customerOrigin`).
   */
  publicUrl: text('public_url'),
  /** The sign name (签名) its text messages carry, as registered with the SMS provider; unset: `nameZh`. */
  smsSignature: text('sms_signature'),
  /** Months a candidate's personal data is kept after their last application closed (decisions §9). */
  retentionMonths: integer('retention_months').notNull().default(12),
  isActive: boolean('is_active').notNull().default(true),
  /** Set by the operator: the portal answers "not available" and refuses API calls; the data is kept. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Host names a customer's portal is served under; the request's host picks the customer. */
export const customerHosts = pgTable('customer_hosts', {
  host: text('host').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
});
