import type { TCreateJobAlertInput } from '@tmp/contracts';

/** The search an alert watches, as the job list's filters hold it (the contracts' `TAlertCriteria`). */
export type TAlertSearch = Pick<
  TCreateJobAlertInput,
  'keyword' | 'category' | 'nature' | 'country' | 'district'
>;

/**
 * The "create alert" dialog, opened from the job list with its current search. The list also says that
 * search in words (it holds the names of its filters), so this feature needs nothing of the job list's.
 */
export interface TCreateAlertDialogProps {
  open: boolean;
  onClose: () => void;
  search: TAlertSearch;
  /** The search in words: the keyword in quotes, then the names of the chosen filters. */
  criteria: string[];
}
