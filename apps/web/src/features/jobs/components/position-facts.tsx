import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TPositionDetail } from '@tmp/contracts';
import { usePositionFormat } from '../../../lib/use-position-format.ts';

/** The job's facts as a definition list; empty facts are left out. */
export const PositionFacts = ({ job }: { job: TPositionDetail }) => {
  const { t } = useTranslation('jobs');
  const format = usePositionFormat();
  const facts: Array<[string, string]> = [
    [t('detail.location'), format.location(job)],
    [t('detail.category'), job.categoryName],
    [t('detail.nature'), job.natureName],
    [t('detail.salary'), format.salary(job)],
    [t('detail.experience'), job.experienceName],
    [t('detail.degree'), job.degreeName],
    [t('detail.headcount'), job.headcount > 0 ? String(job.headcount) : ''],
    [t('detail.site'), job.siteName],
    [t('detail.published'), format.date(job.publishDate)],
    // The closing day as HR chose it, a day in China: the date part of its +08:00 time.
    [t('detail.closes'), job.closesAt ? format.date(job.closesAt.slice(0, 10)) : ''],
  ];
  return (
    <dl className="position-facts">
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="position-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
};
