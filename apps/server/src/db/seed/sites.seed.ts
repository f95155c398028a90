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
  hrid: number;
}

/** External HR ids: sites 3001+, their department groups and teams below `site hrid × 100`. */
const siteHridOf = (key: string): number => 3001 + SITES.findIndex((site) => site.key === key);
const groupHridOf = (site: TSeededSite, groupIndex: number): number =>
  site.hrid * 100 + (groupIndex + 1) * 10;

/**
 * Every site gets the same small tree. Groups are not selectable: a candidate or HR picks a team, the
 * group only organises the tree. Groups go in first (one statement for all sites) so teams know their parent.
 */
const seedDepartments = async (db: Db, customerId: number, seeded: TSeededSite[]): Promise<void> => {
  const groups = await db
    .insert(departments)
    .values(
      seeded.flatMap((site) =>
        DEPARTMENT_GROUPS.map((group, index) => ({
          customerId,
          siteId: site.id,
          parentId: null,
          hrid: groupHridOf(site, index),
          nameEn: group.en,
          nameZh: group.zh,
          isSelectable: false,
          sort: index + 1,
        })),
      ),
    )
    .returning({ id: departments.id, hrid: departments.hrid });
  const groupIds = new Map(groups.map((row) => [row.hrid, row.id]));
  const teams = seeded.flatMap((site) =>
    DEPARTMENT_GROUPS.flatMap((group, groupIndex) =>
      group.teams.map((team, index) => ({
        customerId,
        siteId: site.id,
        parentId: groupIds.get(groupHridOf(site, groupIndex)) ?? null,
        hrid: groupHridOf(site, groupIndex) + index + 1,
        nameEn: team.en,
        nameZh: team.zh,
        isSelectable: true,
        sort: index + 1,
      })),
    ),
  );
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
  const inserted = await db
    .insert(sites)
    .values(
      chosen.map((site, index) => ({
        customerId,
        hrid: siteHridOf(site.key),
        nameEn: site.en,
        nameZh: site.zh,
        sort: index + 1,
      })),
    )
    .returning({ id: sites.id, hrid: sites.hrid });
  const seeded = chosen.map((site): TSeededSite => {
    const hrid = siteHridOf(site.key);
    const row = inserted.find((candidate) => candidate.hrid === hrid);
    const city = districts.get(site.city);
    if (!row || !city) throw new Error(`Seed site '${site.key}' could not be placed`);
    return { id: row.id, key: site.key, en: site.en, zh: site.zh, city, hrid };
  });
  await seedDepartments(db, customerId, seeded);
  return seeded;
};
