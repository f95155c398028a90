import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { useAppliedOn } from '../../lib/my-applications.ts';
import { useTranslation } from '../../lib/use-translation.tsx';

const longDay = (day: string, language: string) => {
  const at = new Date(`${day}T00:00:00`);
  return Number.isNaN(at.getTime())
    ? day
    : new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(at);
};

/**
 * "You applied on {date} — see your application": said before anyone fills in a form the server would
 * refuse (one application per job). Renders nothing for a job not applied for.
 */
export const AppliedNotice = ({ jobId, className = '' }: { jobId: number; className?: string }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const day = useAppliedOn(jobId);
  if (!day) return null;
  return (
    <p className={`applied-notice ${className}`.trim()} role="status">
      {t('applied.on', { date: longDay(day, language) })}{' '}
      <Link to={paths.apply.getHref()}>{t('applied.see')}</Link>
    </p>
  );
};

/** Whether the signed-in candidate applied for this job: its pages then offer no new application. */
export const useHasApplied = (jobId: number): boolean => !!useAppliedOn(jobId);
