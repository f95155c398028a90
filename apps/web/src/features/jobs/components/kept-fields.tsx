import type { TSearchForm } from '../utils/position-filters.ts';

/** The filters a search form sends along with its keyword, as hidden fields. */
export const KeptFields = ({ keep }: { keep: TSearchForm['keep'] }) =>
  keep.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
