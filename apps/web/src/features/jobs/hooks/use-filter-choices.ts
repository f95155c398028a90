import { useDistrictTree } from '../api/job-queries.ts';
import { useOptionList } from '../../../lib/reference-data.ts';
import {
  findDistrict,
  findDistrictPath,
  shownOf,
  toDistrictOptions,
  toOptions,
  type TOption,
} from '../utils/district-tree.ts';
import type { TPositionFilters } from '../utils/position-filters.ts';

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
  const choice = (options: TOption[], loading: boolean, value: number | undefined) => ({
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
      // The labels from the country's first level down to the chosen district, as a cascader shows them.
      shown: placePath.length
        ? placePath.map((value) => findDistrict(country?.children, value)?.text).join(' / ')
        : undefined,
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
