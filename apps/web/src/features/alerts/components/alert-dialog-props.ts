import type { TAlertSearch } from '../../jobs/hooks/use-alert-criteria.ts';

/** The "create alert" dialog, opened from the job list with its current search. */
export interface TCreateAlertDialogProps {
  open: boolean;
  onClose: () => void;
  search: TAlertSearch;
}
