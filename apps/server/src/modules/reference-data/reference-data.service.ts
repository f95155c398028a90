import type { TDistrictNode, TLang, TSelectionItem, TSite } from '@tmp/contracts';
import { OPTION_GROUPS, pickLang } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import {
  findCountriesByKeyword,
  findCustomerDepartments,
  findDepartmentById,
  findDepartments,
  findDistricts,
  findDistrictsByIds,
  findOptions,
  findOptionsByIds,
  findSiteById,
  findSites,
  insertDepartment,
  insertSite,
  notifyReferenceChange,
  type TNewName,
} from './reference-data.repository.ts';
import { invalidateReferenceData } from './reference-cache.ts';

interface TNamedRow {
  id: number;
  hrid: number;
  nameEn: string;
  nameZh: string;
}

const byLang = pickLang;

const toItem = (row: TNamedRow, lang: TLang, parentValue: number | null = null): TSelectionItem => ({
  value: row.id,
  text: byLang(lang, row.nameEn, row.nameZh),
  hrid: row.hrid,
  parentValue,
});

export const listOptions = async (
  db: Db,
  customerId: number,
  lang: TLang,
  groupCode: string,
  parentValue?: number,
): Promise<TSelectionItem[]> => {
  const rows = await findOptions(db, customerId, [groupCode], parentValue);
  return rows.map((r) => ({
    value: r.id,
    text: byLang(lang, r.textEn, r.textZh),
    hrid: r.hrid,
    parentValue: r.parentValue,
  }));
};

/** Several groups at once; unknown group ids answer an empty list rather than an error. */
export const listOptionGroups = async (db: Db, customerId: number, lang: TLang, groupIds: number[]) => {
  const groups = OPTION_GROUPS.filter((g) => groupIds.includes(g.id));
  const rows = groups.length
    ? await findOptions(
        db,
        customerId,
        groups.map((g) => g.code),
      )
    : [];
  return groups.map((g) => ({
    groupId: g.id,
    code: g.code,
    items: rows
      .filter((r) => r.groupCode === g.code)
      .map((r) => ({
        value: r.id,
        text: byLang(lang, r.textEn, r.textZh),
        hrid: r.hrid,
        parentValue: r.parentValue,
      })),
  }));
};

export const listLinkedItems = async (
  db: Db,
  customerId: number,
  lang: TLang,
  groupId: number,
  parentValue: number,
): Promise<TSelectionItem[]> => {
  const group = OPTION_GROUPS.find((g) => g.id === groupId);
  return group ? listOptions(db, customerId, lang, group.code, parentValue) : [];
};

export const listSites = async (db: Db, customerId: number, lang: TLang): Promise<TSite[]> =>
  (await findSites(db, customerId)).map((s) => {
    const item = toItem(s, lang);
    return { id: s.id, hrid: s.hrid, displayname: item.text, value: item.value, text: item.text };
  });

export const listDepartments = async (
  db: Db,
  customerId: number,
  lang: TLang,
  siteId: number,
  selectableOnly: boolean,
): Promise<TSelectionItem[]> =>
  (await findDepartments(db, customerId, siteId, selectableOnly)).map((d) => toItem(d, lang, d.parentId));

export const listCountries = async (db: Db, customerId: number, lang: TLang, keyword?: string) =>
  (keyword
    ? await findCountriesByKeyword(db, customerId, keyword)
    : await findDistricts(db, customerId, 1)
  ).map((d) => toItem(d, lang));

/** Countries > states or provinces > cities, as one tree with `children`. */
export const getDistrictTree = async (db: Db, customerId: number, lang: TLang): Promise<TDistrictNode[]> => {
  const rows = await findDistricts(db, customerId);
  const nodes = new Map<number, TDistrictNode>();
  const roots: TDistrictNode[] = [];
  for (const row of rows) {
    nodes.set(row.id, {
      value: row.id,
      text: byLang(lang, row.nameEn, row.nameZh),
      hrid: row.hrid,
      level: row.level,
    });
  }
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
};

/** True when every (id, group) pair names an item of that group of this customer. */
export const areOptionsOf = async (
  db: Db,
  customerId: number,
  pairs: Array<{ id: number; group: string }>,
) => {
  const rows = await findOptionsByIds(
    db,
    customerId,
    pairs.map((p) => p.id),
  );
  const groupOf = new Map(rows.map((r) => [r.id, r.groupCode]));
  return pairs.every((p) => groupOf.get(p.id) === p.group);
};

/** True when the city lies in the state and the state in the country, all of this customer. */
export const isPlace = async (
  db: Db,
  customerId: number,
  countryId: number,
  stateId: number,
  cityId: number,
) => {
  const rows = await findDistrictsByIds(db, customerId, [countryId, stateId, cityId]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const country = byId.get(countryId);
  const state = byId.get(stateId);
  const city = byId.get(cityId);
  return (
    country?.level === 1 &&
    state?.level === 2 &&
    city?.level === 3 &&
    state.parentId === countryId &&
    city.parentId === stateId
  );
};

export const isSiteOf = async (db: Db, customerId: number, siteId: number) =>
  Boolean(await findSiteById(db, customerId, siteId));

/** The channel every process hears a customer's changed sites and departments on (payload: customer id). */
export const REFERENCE_CHANGES_CHANNEL = 'reference_data_changed';

/** Drops the customer's kept lists here and tells the other processes of the database to do the same. */
const announceChange = async (db: Db, customerId: number) => {
  invalidateReferenceData(db, customerId);
  await notifyReferenceChange(db, REFERENCE_CHANGES_CHANNEL, customerId);
};

/** Adds a site to the customer (the operator's `site:create`); every process shows it at once. */
export const createSite = async (db: Db, customerId: number, names: TNewName) => {
  const site = await insertSite(db, customerId, names);
  await announceChange(db, customerId);
  return site;
};

/** Every site of the customer, in both languages, in the customer's order (for the operator). */
export const listCustomerSites = (db: Db, customerId: number) => findSites(db, customerId);

/** A department of the customer, with its site; undefined when the id is not one of the customer's. */
export const getDepartment = (db: Db, customerId: number, id: number) =>
  findDepartmentById(db, customerId, id);

/** Every department of the customer (of one site when given), in both languages, for the operator. */
export const listCustomerDepartments = (db: Db, customerId: number, siteId?: number) =>
  findCustomerDepartments(db, customerId, siteId);

/**
 * Adds a department under a site of the customer, or under one of its departments of that same site (the
 * caller checks both); the parent becomes a group. Every process shows it at once.
 */
export const createDepartment = async (
  db: Db,
  customerId: number,
  place: { siteId: number; siteHrid: number; parentId: number | null },
  names: TNewName,
) => {
  const department = await insertDepartment(db, customerId, place, names);
  await announceChange(db, customerId);
  return department;
};

/** Names of reference items, for modules that show them (they reach reference data through this service). */
export { findNames, type TNames } from './reference-data.repository.ts';
