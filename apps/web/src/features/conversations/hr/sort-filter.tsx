import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import './conversations-hr.css';

type TSort = 'newest' | 'overdue';

/** The applicants' order: the newest first, or those past their answer-by date first. */
export const SortFilter = ({
  overdueFirst,
  onChange,
}: {
  overdueFirst: boolean;
  onChange: (overdueFirst: boolean) => void;
}) => {
  const { t } = useTranslation('conversations');
  const { Select } = useKit();
  return (
    <Select<TSort>
      id="applicants-sort"
      className="hr-toolbar__select"
      aria-label={t('hr.sort')}
      value={overdueFirst ? 'overdue' : 'newest'}
      onChange={(value) => onChange(value === 'overdue')}
      options={[
        { value: 'newest', label: t('hr.sortNewest') },
        { value: 'overdue', label: t('hr.sortOverdue') },
      ]}
    />
  );
};
