import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { districts, options, sites } from './reference-data.ts';

export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    /** Sanitised HTML. */
    descriptionEn: text('description_en').notNull(),
    descriptionZh: text('description_zh').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => options.id),
    natureId: integer('nature_id')
      .notNull()
      .references(() => options.id),
    degreeId: integer('degree_id').references(() => options.id),
    experienceId: integer('experience_id').references(() => options.id),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => districts.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => districts.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => districts.id),
    headcount: integer('headcount').notNull().default(1),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default('CNY'),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    isOnline: boolean('is_online').notNull().default(true),
    /** When applications close: the periodic sweep takes the job offline then. Null: no closing date. */
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** Resume field keys a candidate must fill in to apply. */
    requiredFields: jsonb('required_fields').$type<string[]>().notNull().default([]),
    /** Lower-cased titles and plain-text descriptions in both languages, for keyword search (trigram index). */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_list_idx').on(t.customerId, t.isOnline, t.publishDate.desc(), t.id.desc()),
    index('jobs_category_idx').on(t.customerId, t.categoryId, t.publishDate.desc(), t.id.desc()),
    index('jobs_nature_idx').on(t.customerId, t.natureId, t.publishDate.desc(), t.id.desc()),
    index('jobs_country_idx').on(t.customerId, t.countryId, t.publishDate.desc(), t.id.desc()),
    index('jobs_state_idx').on(t.customerId, t.stateId, t.publishDate.desc(), t.id.desc()),
    index('jobs_city_idx').on(t.customerId, t.cityId, t.publishDate.desc(), t.id.desc()),
    index('jobs_site_idx').on(t.customerId, t.siteId, t.publishDate.desc(), t.id.desc()),
    index('jobs_closing_idx')
      .on(t.closesAt)
      .where(sql`${t.isOnline} AND ${t.closesAt} IS NOT NULL`),
    index('jobs_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
