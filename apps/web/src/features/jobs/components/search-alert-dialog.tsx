import {
  CreateAlertDialog,
  type TCreateAlertDialogProps,
} from '../../alerts/components/create-alert-dialog.tsx';
import { useAlertCriteria, type TAlertSearch } from '../hooks/use-alert-criteria.ts';

export type TSearchAlertDialogProps = Omit<TCreateAlertDialogProps, 'search' | 'criteria'> & {
  search: TAlertSearch;
};

/** The alerts' "create alert" dialog for the job list's search, which the list says in words itself. */
export const SearchAlertDialog = (props: TSearchAlertDialogProps) => (
  <CreateAlertDialog {...props} criteria={useAlertCriteria(props.search)} />
);
