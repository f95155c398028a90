import { describe, expect, it } from 'vitest';
import type { TDistrictNode } from '@tmp/contracts';
import { findDistrict, findDistrictPath, resolvePlace, withChildrens } from './district-tree.ts';

const tree: TDistrictNode[] = [
  {
    value: 1,
    text: 'China',
    hrid: 1,
    level: 1,
    children: [
      {
        value: 11,
        text: 'Guangdong',
        hrid: 11,
        level: 2,
        children: [{ value: 111, text: 'Shenzhen', hrid: 111, level: 3 }],
      },
    ],
  },
  { value: 2, text: 'Malaysia', hrid: 2, level: 1 },
];

describe('district tree', () => {
  it('copies children to childrens at every level', () => {
    const copy = withChildrens(tree);
    expect(copy[0]!.childrens).toBe(copy[0]!.children);
    expect(copy[0]!.childrens![0]!.childrens![0]!.text).toBe('Shenzhen');
    expect(copy[1]!.childrens).toBeUndefined();
  });

  it('finds the path from the country down to a value', () => {
    expect(findDistrictPath(tree, 111)).toEqual([1, 11, 111]);
    expect(findDistrictPath(tree, 11)).toEqual([1, 11]);
    expect(findDistrictPath(tree, 999)).toEqual([]);
    expect(findDistrictPath(tree, undefined)).toEqual([]);
  });

  it('finds a node at any depth', () => {
    expect(findDistrict(tree, 111)?.text).toBe('Shenzhen');
    expect(findDistrict(tree, 3)).toBeUndefined();
  });
});

describe('resolvePlace', () => {
  it('names the country, state and city of the filters', () => {
    const city = resolvePlace(tree, 1, 111);
    expect([city.country?.text, city.state?.text, city.city?.text]).toEqual([
      'China',
      'Guangdong',
      'Shenzhen',
    ]);
    const state = resolvePlace(tree, 1, 11);
    expect([state.country?.text, state.state?.text, state.city]).toEqual(['China', 'Guangdong', undefined]);
  });

  it('ignores a district outside the chosen country', () => {
    expect(resolvePlace(tree, 2, 111)).toEqual({ country: tree[1], state: undefined, city: undefined });
    expect(resolvePlace(tree, undefined, 111)).toEqual({
      country: undefined,
      state: undefined,
      city: undefined,
    });
  });
});
