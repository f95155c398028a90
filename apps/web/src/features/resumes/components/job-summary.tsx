import { Icon } from '../../../components/ui/icon.tsx';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import type { TPositionDetail } from '@tmp/contracts';
import { formatPlace } from '../../../lib/format-place.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** The job applied for, as a compact card. */
export const JobSummary = ({ job, label }: { job: TPositionDetail; label: string }) => {
  const language = useLanguage();
  return (
    <div className="job-summary">
      <p className="job-summary__label">{label}</p>
      <h2 className="job-summary__title">{job.title}</h2>
      <p className="job-summary__meta">
        <Icon svg={EnvironmentOutlined} aria-hidden="true" /> {formatPlace(job, language)}
      </p>
      <p className="job-summary__tags">
        {[job.categoryName, job.natureName].filter(Boolean).map((text) => (
          <span key={text} className="job-summary__tag">
            {text}
          </span>
        ))}
      </p>
    </div>
  );
};
