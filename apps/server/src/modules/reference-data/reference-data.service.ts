import type { TDistrictNode, TLang, TSelectionItem, TSite } from '@tmp/contracts';
import { OPTION_GROUPS, pickLang } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import {
  findCountriesByKeyword,
  findDepartments,
  findDistricts,
  findDistrictsByIds,
  findOptions,
  findOptionsByIds,
  findSiteById,
  findSites,
} from './reference-data.repository.ts';

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

/** Names of reference items, for modules that show them (they reach reference data through this service). */
export { findNames, type TNames } from './reference-data.repository.ts';
