import type { TDistrictNode } from '@tmp/contracts';

/** The store keeps a copy of `children` as `childrens` too (spec §3), for components that read either. */
export interface TDistrict extends TDistrictNode {
  children?: TDistrict[];
  childrens?: TDistrict[];
}

export const withChildrens = (nodes: readonly TDistrictNode[]): TDistrict[] =>
  nodes.map((node) => {
    if (!node.children?.length) return { ...node, children: undefined, childrens: undefined };
    const children = withChildrens(node.children);
    return { ...node, children, childrens: children };
  });

/** The values from the country down to `value`, or an empty list when it is not in the tree. */
export const findDistrictPath = (
  nodes: readonly TDistrict[] | undefined,
  value: number | undefined,
): number[] => {
  if (!nodes || value === undefined) return [];
  for (const node of nodes) {
    if (node.value === value) return [node.value];
    const below = findDistrictPath(node.children, value);
    if (below.length) return [node.value, ...below];
  }
  return [];
};

export const findDistrict = (
  nodes: readonly TDistrict[] | undefined,
  value: number | undefined,
): TDistrict | undefined => {
  if (!nodes || value === undefined) return undefined;
  for (const node of nodes) {
    if (node.value === value) return node;
    const found = findDistrict(node.children, value);
    if (found) return found;
  }
  return undefined;
};

export interface TPlaceSelection {
  country?: TDistrict;
  /** The chosen state or province, or the one of the chosen city. */
  state?: TDistrict;
  city?: TDistrict;
}

/** Splits the `country` and `district` filters into the country, state and city they name. */
export const resolvePlace = (
  tree: readonly TDistrict[] | undefined,
  countryValue: number | undefined,
  districtValue: number | undefined,
): TPlaceSelection => {
  const country = findDistrict(tree, countryValue);
  const path = findDistrictPath(country?.children, districtValue);
  const state = path[0] === undefined ? undefined : findDistrict(country?.children, path[0]);
  const city = path[1] === undefined ? undefined : findDistrict(state?.children, path[1]);
  return { country, state, city };
};
