import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useJobFilter } from './use-job-filter.ts';

/** Jobs to filter by, searched by title. */
export const JobFilter = ({ value, onChange }: { value?: number; onChange: (id?: number) => void }) => {
  const { t } = useTranslation('hr');
  const { Select } = useKit();
  const jobs = useJobFilter(value);
  return (
    <Select<number>
      id="assessments-job"
      clearable
      className="hr-toolbar__select hr-toolbar__select--wide"
      placeholder={t('assessments.allJobs')}
      aria-label={t('assessments.jobFilter')}
      value={value}
      onSearch={jobs.search}
      loading={jobs.loading}
      onChange={onChange}
      options={jobs.options}
    />
  );
};
