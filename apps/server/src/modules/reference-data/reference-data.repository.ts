import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, districts, options, sites } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/sql.ts';
import { cachedList, cachedValue } from './reference-cache.ts';

/** Active options of the groups in (group, sort, id) order; read from the customer's cached list. */
export const findOptions = async (db: Db, customerId: number, groupCodes: string[], parentValue?: number) => {
  const all = await cachedList(db, customerId, 'options', () =>
    db
      .select()
      .from(options)
      .where(and(eq(options.customerId, customerId), eq(options.isActive, true)))
      .orderBy(asc(options.groupCode), asc(options.sort), asc(options.id)),
  );
  const groups = new Set(groupCodes);
  return all.filter(
    (o) => groups.has(o.groupCode) && (parentValue === undefined || o.parentValue === parentValue),
  );
};

export const findSites = (db: Db, customerId: number) =>
  cachedList(db, customerId, 'sites', () =>
    db.select().from(sites).where(eq(sites.customerId, customerId)).orderBy(asc(sites.sort), asc(sites.id)),
  );

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

export const findDistricts = async (db: Db, customerId: number, level?: number) => {
  const all = await cachedList(db, customerId, 'districts', () =>
    db
      .select()
      .from(districts)
      .where(eq(districts.customerId, customerId))
      .orderBy(asc(districts.level), asc(districts.sort), asc(districts.id)),
  );
  return level === undefined ? all : all.filter((d) => d.level === level);
};

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

export interface TNames {
  en: string;
  zh: string;
}

export interface TNameIndex {
  options: Map<number, TNames>;
  districts: Map<number, TNames>;
  sites: Map<number, TNames>;
}

const loadNames = async (db: Db, customerId: number, ids?: TNameIds): Promise<TNameIndex> => {
  // Every name of the customer, or (ids given) just those ids, whatever customer they belong to.
  const [o, d, s] = await Promise.all([
    db
      .select({ id: options.id, en: options.textEn, zh: options.textZh })
      .from(options)
      .where(
        ids
          ? inArray(options.id, ids.options.length ? ids.options : [0])
          : eq(options.customerId, customerId),
      ),
    db
      .select({ id: districts.id, en: districts.nameEn, zh: districts.nameZh })
      .from(districts)
      .where(
        ids
          ? inArray(districts.id, ids.districts.length ? ids.districts : [0])
          : eq(districts.customerId, customerId),
      ),
    db
      .select({ id: sites.id, en: sites.nameEn, zh: sites.nameZh })
      .from(sites)
      .where(ids ? inArray(sites.id, ids.sites.length ? ids.sites : [0]) : eq(sites.customerId, customerId)),
  ]);
  const index = (rows: Array<{ id: number; en: string; zh: string }>) =>
    new Map(rows.map((r) => [r.id, { en: r.en, zh: r.zh }]));
  return { options: index(o), districts: index(d), sites: index(s) };
};

export interface TNameIds {
  options: number[];
  districts: number[];
  sites: number[];
}

/**
 * Names of options (active or not), districts and sites by id, from the customer's cached index; ids the
 * index does not know (added since it was read) are read from the database, so a name is never missing.
 */
export const findNames = async (db: Db, customerId: number, ids: TNameIds): Promise<TNameIndex> => {
  const cached = await cachedValue(db, customerId, 'names', () => loadNames(db, customerId));
  const missing: TNameIds = {
    options: ids.options.filter((id) => !cached.options.has(id)),
    districts: ids.districts.filter((id) => !cached.districts.has(id)),
    sites: ids.sites.filter((id) => !cached.sites.has(id)),
  };
  if (!missing.options.length && !missing.districts.length && !missing.sites.length) return cached;
  const extra = await loadNames(db, customerId, missing);
  return {
    options: new Map([...cached.options, ...extra.options]),
    districts: new Map([...cached.districts, ...extra.districts]),
    sites: new Map([...cached.sites, ...extra.sites]),
  };
};

/** A department of the customer, with its site (undefined when the id is not one of the customer's). */
export const findDepartmentById = async (db: Db, customerId: number, id: number) =>
  (
    await db
      .select({ id: departments.id, siteId: departments.siteId })
      .from(departments)
      .where(and(eq(departments.customerId, customerId), eq(departments.id, id)))
      .limit(1)
  )[0];

/** Every department of the customer (of one site when given), in (site, sort, id) order. */
export const findCustomerDepartments = (db: Db, customerId: number, siteId?: number) =>
  db
    .select()
    .from(departments)
    .where(
      and(
        eq(departments.customerId, customerId),
        siteId === undefined ? undefined : eq(departments.siteId, siteId),
      ),
    )
    .orderBy(asc(departments.siteId), asc(departments.sort), asc(departments.id));

export interface TNewName {
  nameEn: string;
  nameZh: string;
}

/**
 * Two additions at once for one customer take the next number one after the other (an hrid is the next of
 * the customer's, read in the same statement), so neither repeats the other's.
 */
const lockNumbering = (tx: Pick<Db, 'execute'>, list: 'sites' | 'departments', customerId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`reference-numbering:${list}`}), ${customerId})`);

/**
 * Adds a site last in the customer's order. Its hrid (the id in the customer's HR system) is the next of
 * the customer's, from 3001 as the seed numbers them.
 */
export const insertSite = (db: Db, customerId: number, names: TNewName) =>
  db.transaction(async (tx) => {
    await lockNumbering(tx, 'sites', customerId);
    const [row] = await tx
      .insert(sites)
      .values({
        customerId,
        ...names,
        hrid: sql`(select coalesce(max(${sites.hrid}), 3000) + 1 from ${sites} where ${sites.customerId} = ${customerId})`,
        sort: sql`(select coalesce(max(${sites.sort}), 0) + 1 from ${sites} where ${sites.customerId} = ${customerId})`,
      })
      .returning();
    return row!;
  });

/**
 * Adds a selectable department last under its parent (or the site). Its hrid is the next of the
 * customer's departments, else the site's hrid × 100 + 1 as the seed numbers them. A parent becomes a group:
 * candidates and HR pick among leaves.
 */
export const insertDepartment = (
  db: Db,
  customerId: number,
  place: { siteId: number; siteHrid: number; parentId: number | null },
  names: TNewName,
) =>
  db.transaction(async (tx) => {
    await lockNumbering(tx, 'departments', customerId);
    const siblings = place.parentId === null ? sql`is null` : sql`= ${place.parentId}`;
    const [row] = await tx
      .insert(departments)
      .values({
        customerId,
        siteId: place.siteId,
        parentId: place.parentId,
        ...names,
        isSelectable: true,
        hrid: sql`(select coalesce(max(${departments.hrid}), ${place.siteHrid * 100}) + 1 from ${departments} where ${departments.customerId} = ${customerId})`,
        sort: sql`(select coalesce(max(${departments.sort}), 0) + 1 from ${departments} where ${departments.customerId} = ${customerId} and ${departments.siteId} = ${place.siteId} and ${departments.parentId} ${siblings})`,
      })
      .returning();
    if (place.parentId !== null)
      await tx
        .update(departments)
        .set({ isSelectable: false })
        .where(and(eq(departments.customerId, customerId), eq(departments.id, place.parentId)));
    return row!;
  });

/** Tells every process of the database (those that listen) that the customer's reference lists changed. */
export const notifyReferenceChange = async (db: Db, channel: string, customerId: number) => {
  await db.execute(sql`select pg_notify(${channel}, ${String(customerId)})`);
};
