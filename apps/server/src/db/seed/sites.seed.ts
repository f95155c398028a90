import type { Db } from '../client.ts';
import { departments, sites } from '../schema/index.ts';
import type { TSeededDistrict } from './districts.seed.ts';
import { DEPARTMENT_GROUPS, SITE_KEYS_BY_CUSTOMER, SITES } from './sites.data.ts';

/** A delivery centre as inserted, with the city it stands in (jobs open where their site is). */
export interface TSeededSite {
  id: number;
  key: string;
  en: string;
  zh: string;
  city: TSeededDistrict;
}

const seedDepartments = async (db: Db, customerId: number, site: TSeededSite, siteHrid: number) => {
  // Groups are not selectable: a candidate or HR picks the team, the group only organises the tree.
  const groups = await db
    .insert(departments)
    .values(
      DEPARTMENT_GROUPS.map((group, index) => ({
        customerId,
        siteId: site.id,
        parentId: null,
        hrid: siteHrid * 100 + (index + 1) * 10,
        nameEn: group.en,
        nameZh: group.zh,
        isSelectable: false,
        sort: index + 1,
      })),
    )
    .returning({ id: departments.id, hrid: departments.hrid });
  const groupIds = new Map(groups.map((row) => [row.hrid, row.id]));
  const teams = DEPARTMENT_GROUPS.flatMap((group, groupIndex) => {
    const groupHrid = siteHrid * 100 + (groupIndex + 1) * 10;
    return group.teams.map((team, index) => ({
      customerId,
      siteId: site.id,
      parentId: groupIds.get(groupHrid) ?? null,
      hrid: groupHrid + index + 1,
      nameEn: team.en,
      nameZh: team.zh,
      isSelectable: true,
      sort: index + 1,
    }));
  });
  await db.insert(departments).values(teams);
};

/** Inserts the customer's delivery centres and, under each, a small department tree. */
export const seedSites = async (
  db: Db,
  customerId: number,
  districts: Map<string, TSeededDistrict>,
): Promise<TSeededSite[]> => {
  const keys = SITE_KEYS_BY_CUSTOMER[customerId] ?? [];
  const chosen = SITES.filter((site) => keys.includes(site.key));
  const hridOf = (key: string) => 3001 + SITES.findIndex((site) => site.key === key);
  const inserted = await db
    .insert(sites)
    .values(
      chosen.map((site, index) => ({
        customerId,
        hrid: hridOf(site.key),
        nameEn: site.en,
        nameZh: site.zh,
        sort: index + 1,
      })),
    )
    .returning({ id: sites.id, hrid: sites.hrid });
  const seeded: TSeededSite[] = [];
  for (const site of chosen) {
    const hrid = hridOf(site.key);
    const row = inserted.find((candidate) => candidate.hrid === hrid);
    const city = districts.get(site.city);
    if (!row || !city) throw new Error(`Seed site '${site.key}' could not be placed`);
    seeded.push({ id: row.id, key: site.key, en: site.en, zh: site.zh, city });
    await seedDepartments(db, customerId, seeded[seeded.length - 1] as TSeededSite, hrid);
  }
  return seeded;
};
