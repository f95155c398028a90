/**
 * A small seeded pseudo-random generator (mulberry32). The demo data must come out identical on every
 * machine and every run, so tests, screenshots and bug reports can point at the same job ids.
 */
export interface TRandom {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both ends included. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** Picks an item with probability proportional to its weight. */
  weighted: <T>(items: ReadonlyArray<{ item: T; weight: number }>) => T;
  /** Picks `count` distinct items, keeping their original order. */
  sample: <T>(items: readonly T[], count: number) => T[];
}

export const createRandom = (seed: number): TRandom => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const weighted = <T>(items: ReadonlyArray<{ item: T; weight: number }>): T => {
    const total = items.reduce((sum, entry) => sum + entry.weight, 0);
    let roll = next() * total;
    for (const entry of items) {
      roll -= entry.weight;
      if (roll < 0) return entry.item;
    }
    return pick(items).item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const indexes = items.map((_, index) => ({ index, key: next() }));
    const chosen = indexes
      .sort((a, b) => a.key - b.key)
      .slice(0, count)
      .map((entry) => entry.index)
      .sort((a, b) => a - b);
    return chosen.map((index) => items[index] as T);
  };
  return { next, int, pick, weighted, sample };
};
