import { EnvironmentOutlined } from '@ant-design/icons';
import type { TPositionDetail } from '@tmp/contracts';

const location = (job: TPositionDetail) =>
  [job.cityName, job.stateName, job.countryName].filter(Boolean).join(', ');

/** The job applied for, as a compact card. */
export const JobSummary = ({ job, label }: { job: TPositionDetail; label: string }) => (
  <div className="job-summary">
    <p className="job-summary__label">{label}</p>
    <h2 className="job-summary__title">{job.title}</h2>
    <p className="job-summary__meta">
      <EnvironmentOutlined aria-hidden="true" /> {location(job)}
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
