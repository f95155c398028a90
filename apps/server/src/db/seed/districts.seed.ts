import type { Db } from '../client.ts';
import { districts } from '../schema/index.ts';
import { chunk } from './batch.ts';
import { DISTRICT_TREE } from './districts.data.ts';
import type { TDistrictSeed } from './seed-types.ts';

/** A district as inserted, with the keys the job generator needs to keep country, state and city consistent. */
export interface TSeededDistrict {
  id: number;
  key: string;
  level: number;
  parentKey: string | null;
  countryKey: string;
  en: string;
  zh: string;
}

interface TFlatDistrict {
  seed: TDistrictSeed;
  level: number;
  parentKey: string | null;
  countryKey: string;
  hrid: number;
  sort: number;
}

/** Walks the tree depth first so external HR ids follow the reading order of the tree. */
const flatten = (): TFlatDistrict[] => {
  const flat: TFlatDistrict[] = [];
  const visit = (seed: TDistrictSeed, level: number, parent: TFlatDistrict | null, sort: number) => {
    const node: TFlatDistrict = {
      seed,
      level,
      parentKey: parent?.seed.key ?? null,
      countryKey: parent?.countryKey ?? seed.key,
      hrid: 100_001 + flat.length,
      sort,
    };
    flat.push(node);
    seed.children?.forEach((child, index) => visit(child, level + 1, node, index + 1));
  };
  DISTRICT_TREE.forEach((country, index) => visit(country, 1, null, index + 1));
  return flat;
};

const insertLevel = async (
  db: Db,
  customerId: number,
  level: TFlatDistrict[],
  seeded: Map<string, TSeededDistrict>,
): Promise<void> => {
  const byHrid = new Map(level.map((node) => [node.hrid, node]));
  for (const batch of chunk(level, 200)) {
    const rows = batch.map((node) => ({
      customerId,
      parentId: node.parentKey ? (seeded.get(node.parentKey)?.id ?? null) : null,
      level: node.level,
      hrid: node.hrid,
      nameEn: node.seed.en,
      nameZh: node.seed.zh,
      sort: node.sort,
    }));
    const inserted = await db
      .insert(districts)
      .values(rows)
      .returning({ id: districts.id, hrid: districts.hrid });
    for (const { id, hrid } of inserted) {
      const node = byHrid.get(hrid);
      if (!node) continue;
      const { key, en, zh } = node.seed;
      seeded.set(key, {
        id,
        key,
        en,
        zh,
        level: node.level,
        parentKey: node.parentKey,
        countryKey: node.countryKey,
      });
    }
  }
};

/** Inserts the country → state → city tree for one customer, a level at a time so parents have ids. */
export const seedDistricts = async (db: Db, customerId: number): Promise<Map<string, TSeededDistrict>> => {
  const flat = flatten();
  const seeded = new Map<string, TSeededDistrict>();
  for (const level of [1, 2, 3]) {
    await insertLevel(
      db,
      customerId,
      flat.filter((node) => node.level === level),
      seeded,
    );
  }
  return seeded;
};
