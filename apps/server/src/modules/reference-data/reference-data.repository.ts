import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, districts, options, sites } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/sql.ts';

export const findOptions = (db: Db, customerId: number, groupCodes: string[], parentValue?: number) =>
  db
    .select()
    .from(options)
    .where(
      and(
        eq(options.customerId, customerId),
        inArray(options.groupCode, groupCodes),
        eq(options.isActive, true),
        parentValue === undefined ? undefined : eq(options.parentValue, parentValue),
      ),
    )
    .orderBy(asc(options.groupCode), asc(options.sort), asc(options.id));

export const findSites = (db: Db, customerId: number) =>
  db.select().from(sites).where(eq(sites.customerId, customerId)).orderBy(asc(sites.sort), asc(sites.id));

export const findDepartments = (db: Db, customerId: number, siteId: number, selectableOnly: boolean) =>
  db
    .select()
    .from(departments)
    .where(
      and(
        eq(departments.customerId, customerId),
        eq(departments.siteId, siteId),
        selectableOnly ? eq(departments.isSelectable, true) : undefined,
      ),
    )
    .orderBy(asc(departments.sort), asc(departments.id));

export const findDistricts = (db: Db, customerId: number, level?: number) =>
  db
    .select()
    .from(districts)
    .where(
      and(eq(districts.customerId, customerId), level === undefined ? undefined : eq(districts.level, level)),
    )
    .orderBy(asc(districts.level), asc(districts.sort), asc(districts.id));

export const findCountriesByKeyword = (db: Db, customerId: number, keyword: string) =>
  db
    .select()
    .from(districts)
    .where(
      and(
        eq(districts.customerId, customerId),
        eq(districts.level, 1),
        sql`(${districts.nameEn} ILIKE ${containsPattern(keyword)} OR ${districts.nameZh} ILIKE ${containsPattern(keyword)})`,
      ),
    )
    .orderBy(asc(districts.sort), asc(districts.id));

export const findOptionsByIds = (db: Db, customerId: number, ids: number[]) =>
  ids.length
    ? db
        .select({ id: options.id, groupCode: options.groupCode })
        .from(options)
        .where(and(eq(options.customerId, customerId), inArray(options.id, ids)))
    : Promise.resolve([]);

export const findDistrictsByIds = (db: Db, customerId: number, ids: number[]) =>
  db
    .select({ id: districts.id, parentId: districts.parentId, level: districts.level })
    .from(districts)
    .where(and(eq(districts.customerId, customerId), inArray(districts.id, ids)));

export const findSiteById = async (db: Db, customerId: number, id: number) =>
  (
    await db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.customerId, customerId), eq(sites.id, id)))
      .limit(1)
  )[0];
