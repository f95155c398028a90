import { Icon } from '../../../components/ui/icon.tsx';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { ReactNode } from 'react';
import type { TPositionDetail } from '@tmp/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { paths } from '../../../config/paths.ts';
import { formatPlace } from '../../../lib/format-place.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { AppliedNotice, useHasApplied } from '../../../components/ui/applied-notice.tsx';
import { ResumeEditor } from '../components/resume-editor.tsx';
import { useDelivery } from '../hooks/use-delivery.ts';
import '../components/resumes.css';

type TDelivery = ReturnType<typeof useDelivery>;

/** The job applied for, as a compact card. */
const JobSummary = ({ job, label }: { job: TPositionDetail; label: string }) => {
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

/**
 * The job cannot be applied to (closed, not found): a way back to the jobs. Or the application sent: to the
 * user's applications, or more jobs.
 */
const DeliveryResult = ({ delivery }: { delivery: TDelivery }) => {
  const { t } = useTranslation('resumes');
  const { Button, Result, device } = useKit();
  return (
    <div className={`site-container delivery-result-page delivery-result-page--${device}`}>
      {delivery.unavailable ? (
        <Result
          status="warning"
          title={delivery.unavailable}
          action={
            <Link to={paths.position.getHref()}>
              <Button kind="primary">{t('delivery.browse')}</Button>
            </Link>
          }
        />
      ) : (
        <Result
          status="success"
          className="delivery-result"
          title={t('delivery.successTitle')}
          text={delivery.applied}
          action={
            <div className="delivery-result__actions">
              <Link to={paths.apply.getHref()}>
                <Button kind="primary" size="large" block>
                  {t('delivery.myApplications')}
                </Button>
              </Link>
              <Link to={paths.position.getHref()}>
                <Button size="large" block>
                  {t('delivery.moreJobs')}
                </Button>
              </Link>
            </div>
          }
        />
      )}
    </div>
  );
};

/** The page's head: a desktop's way back and the job's title, a phone's job summary; what comes below. */
const DeliveryHero = ({ delivery, summary }: { delivery: TDelivery; summary: ReactNode }) => {
  const { t } = useTranslation('resumes');
  const { device } = useKit();
  return (
    <section className="resume-hero resume-hero--delivery">
      <div className="site-container">
        {device === 'desktop' ? (
          <>
            <Link to={paths.detail.getHref(delivery.id)} className="resume-hero__back">
              <Icon svg={ArrowLeftOutlined} /> {t('delivery.back')}
            </Link>
            <h1 className="resume-hero__title">{delivery.job?.title ?? t('delivery.title')}</h1>
          </>
        ) : (
          summary
        )}
        {/* A visitor is asked to sign in below: the form comes after that. */}
        <p className="resume-hero__subtitle">
          {t(delivery.signedIn ? 'delivery.intro' : 'delivery.introSignIn')}
        </p>
        {delivery.referred && (
          <p className="resume-hero__note">
            <Icon svg={TeamOutlined} aria-hidden="true" /> {t('delivery.referral')}
          </p>
        )}
      </div>
    </section>
  );
};

/** Below the head: the sign-in asked, the application already sent, or the resume form to send. */
const DeliveryBody = ({ delivery, summary }: { delivery: TDelivery; summary: ReactNode }) => {
  const { t } = useTranslation('resumes');
  const { Button, Skeleton, device } = useKit();
  // Applied already: said before the form is filled, which the server would refuse.
  const applied = useHasApplied(delivery.id);
  if (!delivery.signedIn || applied)
    return (
      <div className="delivery-login">
        {device === 'desktop' && summary}
        {delivery.signedIn ? (
          <AppliedNotice jobId={delivery.id} />
        ) : (
          <>
            <p>{t('delivery.signInHint')}</p>
            <Button kind="primary" size="large" block onClick={delivery.signIn}>
              <Icon svg={LoginOutlined} /> {t('delivery.signIn')}
            </Button>
          </>
        )}
      </div>
    );
  if (delivery.loading)
    return (
      <div className="resume-card">
        <Skeleton rows={8} />
      </div>
    );
  return <ResumeEditor {...delivery.editor} asideTop={<div className="resume-aside__job">{summary}</div>} />;
};

/** /delivery?id=: the resume form sent as an application to the job, once the visitor has signed in. */
export const DeliveryPage = () => {
  const { t } = useTranslation('resumes');
  const { Skeleton, device } = useKit();
  const delivery = useDelivery();
  if (delivery.unavailable || delivery.applied) return <DeliveryResult delivery={delivery} />;
  const { job } = delivery;
  const summary = job ? <JobSummary job={job} label={t('delivery.title')} /> : <Skeleton rows={2} />;
  return (
    <div className={`resume-page resume-page--${device}`}>
      <DeliveryHero delivery={delivery} summary={summary} />
      <div className="site-container resume-body">
        <DeliveryBody delivery={delivery} summary={summary} />
      </div>
    </div>
  );
};
