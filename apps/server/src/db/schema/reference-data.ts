import { boolean, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { customerId } from './columns.ts';

/** Every option list of spec §7, told apart by group code; `id` is the item's `value`. */
export const options = pgTable(
  'options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    groupCode: text('group_code').notNull(),
    hrid: integer('hrid').notNull(),
    textEn: text('text_en').notNull(),
    textZh: text('text_zh').notNull(),
    /** For linked lists: the `value` of the item this one hangs under (e.g. a job grade's category). */
    parentValue: integer('parent_value'),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('options_customer_group_idx').on(t.customerId, t.groupCode, t.sort)],
);

/** Countries (level 1), states or provinces (2) and cities (3). */
export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    hrid: integer('hrid').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('districts_customer_parent_idx').on(t.customerId, t.parentId, t.sort)],
);

export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    hrid: integer('hrid').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sites_customer_idx').on(t.customerId, t.sort)],
);

export const departments = pgTable(
  'departments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    hrid: integer('hrid').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    /** Selectable departments are leaves a candidate or HR can pick; company departments include all. */
    isSelectable: boolean('is_selectable').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('departments_customer_site_idx').on(t.customerId, t.siteId, t.sort)],
);
