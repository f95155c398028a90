import { OPTION_GROUPS } from '@tmp/contracts';
import type { Db } from '../client.ts';
import { options } from '../schema/index.ts';
import { chunk } from './batch.ts';
import { OPTION_ITEMS } from './option-items.data.ts';

type TOptionInsert = typeof options.$inferInsert;

/** Seed key of an option item → its id (the `value` the API hands out). */
export type TOptionIds = Map<string, number>;

/** A stable external HR id per item: the group id in the thousands, the item's position below. */
const hridOf = (groupId: number, index: number): number => groupId * 1000 + index + 1;

export const requireId = (ids: TOptionIds, key: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed option '${key}' is missing`);
  return id;
};

const rowsOf = (customerId: number, withParent: boolean, optionIds: TOptionIds): TOptionInsert[] =>
  OPTION_GROUPS.flatMap((group) =>
    OPTION_ITEMS[group.code]
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => Boolean(item.parent) === withParent)
      .map(({ item, index }) => ({
        customerId,
        groupCode: group.code,
        hrid: hridOf(group.id, index),
        textEn: item.en,
        textZh: item.zh,
        parentValue: item.parent ? requireId(optionIds, item.parent) : null,
        sort: index + 1,
      })),
  );

/** Seed keys by `group:hrid`, to map inserted rows back to their keys without relying on row order. */
const keysByHrid = (): Map<string, string> => {
  const keys = new Map<string, string>();
  const seen = new Set<string>();
  for (const group of OPTION_GROUPS) {
    OPTION_ITEMS[group.code].forEach((item, index) => {
      if (seen.has(item.key)) throw new Error(`Seed option key '${item.key}' is used twice`);
      seen.add(item.key);
      keys.set(`${group.code}:${hridOf(group.id, index)}`, item.key);
    });
  }
  return keys;
};

const insertOptions = async (db: Db, rows: TOptionInsert[], ids: TOptionIds, keys: Map<string, string>) => {
  for (const batch of chunk(rows, 200)) {
    const inserted = await db
      .insert(options)
      .values(batch)
      .returning({ id: options.id, groupCode: options.groupCode, hrid: options.hrid });
    for (const row of inserted) ids.set(keys.get(`${row.groupCode}:${row.hrid}`) ?? '', row.id);
  }
};

/**
 * Inserts every option list of spec §7 for one customer. Items without a parent go first, because linked
 * items (job grades) store their parent's id as `parentValue`.
 */
export const seedOptions = async (db: Db, customerId: number): Promise<TOptionIds> => {
  const ids: TOptionIds = new Map();
  const keys = keysByHrid();
  await insertOptions(db, rowsOf(customerId, false, ids), ids, keys);
  await insertOptions(db, rowsOf(customerId, true, ids), ids, keys);
  return ids;
};
