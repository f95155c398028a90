import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import type { TPositionDetail } from '@tmp/contracts';
import { Icon } from '../../../components/ui/icon.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { paths } from '../../../config/paths.ts';
import { usePositionFormat } from '../../../lib/use-position-format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

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

/**
 * A job's description as HTML. The server is its one sanitiser: it sanitises the text when HR saves it and
 * again whenever it sends it (the job detail API and the server-rendered page, `jobs.service.ts`), so only
 * its allowed tags and attributes reach this element.
 */
export const JobDescription = ({ html }: { html: string }) => (
  <div className="job-description" dangerouslySetInnerHTML={{ __html: html }} />
);

/** An offline or unknown job: the server's own message, then a way back to the list. */
export const PositionUnavailable = ({ message }: { message?: string }) => {
  const { t } = useTranslation('jobs');
  return (
    <NoticePanel
      icon={<Icon svg={StopOutlined} />}
      title={message || t('detail.unavailable')}
      text={t('detail.offlineHint')}
      action={{ label: t('detail.browse'), to: paths.position.getHref() }}
    />
  );
};
