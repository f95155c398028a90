import { useDistrictTree } from '../api/get-district-tree.ts';
import { useOptionList } from '../../../lib/reference-data.ts';
import { findDistrict, findDistrictPath, type TDistrict } from '../utils/district-tree.ts';
import type { TPositionFilters } from '../utils/position-filters.ts';
import { toDistrictOptions, toOptions, type TOption } from '../utils/to-options.ts';

export interface TFilterChoice {
  options: TOption[];
  loading: boolean;
  /** What the control shows for the chosen value: its label, or the value itself while it is not in the list. */
  shown?: string;
}

const shownOf = (options: TOption[], value: number | undefined): string | undefined =>
  value === undefined ? undefined : (options.find((o) => o.value === value)?.label ?? String(value));

/** The labels from the country's first level down to the chosen district, as a cascader shows them. */
const pathLabels = (nodes: readonly TDistrict[] | undefined, path: number[]): string[] => {
  const [head, ...rest] = path;
  const node = nodes?.find((n) => n.value === head);
  return node ? [node.text, ...pathLabels(node.children, rest)] : [];
};

/**
 * The desktop filter bar's choices, for the controls and for their stand-ins before the controls' code has
 * loaded (`position-filters-desktop.tsx`): the same options, values and shown labels for both.
 */
export const useFilterChoices = (filters: TPositionFilters) => {
  const categories = useOptionList('JobCategory');
  const natures = useOptionList('JobNature');
  const tree = useDistrictTree();
  const country = findDistrict(tree.data, filters.country);
  // The state/city path below the chosen country, as the cascader expects it.
  const placePath = findDistrictPath(country?.children, filters.district);
  const choice = (options: TOption[], loading: boolean, value: number | undefined): TFilterChoice => ({
    options,
    loading,
    shown: shownOf(options, value),
  });
  return {
    category: choice(toOptions(categories.data), categories.isLoading, filters.category),
    nature: choice(toOptions(natures.data), natures.isLoading, filters.nature),
    country: choice(toOptions(tree.data), tree.isLoading, filters.country),
    place: {
      options: toDistrictOptions(country?.children),
      loading: tree.isLoading,
      path: placePath,
      shown: placePath.length ? pathLabels(country?.children, placePath).join(' / ') : undefined,
      /** The state or city waits for a country. */
      disabled: !country,
    },
  };
};

export type TFilterName = 'category' | 'nature' | 'country' | 'place';

/** The bar's three lists, in order: each filter's name, its label, and whether typing searches it. */
export const FILTER_LISTS = [
  { name: 'category', label: 'filters.category', search: true },
  { name: 'nature', label: 'filters.nature', search: false },
  { name: 'country', label: 'filters.country', search: true },
] as const;
