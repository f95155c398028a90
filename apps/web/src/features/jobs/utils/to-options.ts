import type { TSelectionItem } from '@tmp/contracts';
import type { TDistrict } from './district-tree.ts';

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
