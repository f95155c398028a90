import type { TDistrictNode, TSelectionItem } from '@tmp/contracts';

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

/**
 * Splits the `country` and `district` filters into the country, state and city they name (the state is the
 * chosen one, or the one of the chosen city).
 */
export const resolvePlace = (
  tree: readonly TDistrict[] | undefined,
  countryValue: number | undefined,
  districtValue: number | undefined,
) => {
  const country = findDistrict(tree, countryValue);
  const path = findDistrictPath(country?.children, districtValue);
  const state = path[0] === undefined ? undefined : findDistrict(country?.children, path[0]);
  const city = path[1] === undefined ? undefined : findDistrict(state?.children, path[1]);
  return { country, state, city };
};

export interface TOption {
  value: number;
  label: string;
  children?: TOption[];
}

/** Flat options of a reference list or of one level of the district tree. */
export const toOptions = (items: readonly Pick<TSelectionItem, 'value' | 'text'>[] | undefined): TOption[] =>
  (items ?? []).map((item) => ({ value: item.value, label: item.text }));

export const toDistrictOptions = (nodes: readonly TDistrict[] | undefined): TOption[] =>
  (nodes ?? []).map((node) => ({
    value: node.value,
    label: node.text,
    ...(node.children?.length ? { children: toDistrictOptions(node.children) } : {}),
  }));

/** What a control shows for the chosen value: its label, or the value itself while it is not in the list. */
export const shownOf = (options: TOption[], value: number | undefined): string | undefined =>
  value === undefined ? undefined : (options.find((o) => o.value === value)?.label ?? String(value));
