import { useState } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { ArrowLeftOutlined, LoginOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { usePositionSummary } from '../api/get-position-summary.ts';
import { JobSummary } from '../components/job-summary.tsx';
import { ResumeEditorDesktop } from '../components/resume-editor-desktop.tsx';
import { useDeliveryId } from '../hooks/use-delivery-id.ts';
import { useJobOnlyRequired } from '../hooks/use-job-only-required.ts';
import { readVisitSource } from '../utils/visit-source.ts';
import '../components/resumes.css';

const Unavailable = ({ message }: { message?: string }) => {
  const { t } = useTranslation('resumes');
  return (
    <div className="site-container resume-body">
      <Result
        status="warning"
        title={message || t('delivery.unavailable')}
        extra={
          <Link to={paths.position.getHref()}>
            <Button type="primary">{t('delivery.browse')}</Button>
          </Link>
        }
      />
    </div>
  );
};

export const DeliveryPageDesktop = () => {
  const { t } = useTranslation('resumes');
  const id = useDeliveryId();
  const job = usePositionSummary(id);
  const jobRequired = useJobOnlyRequired(job.data?.requiredFields);
  const token = useLoginStore((s) => s.token);
  const setOpenLogin = useLoginStore((s) => s.setOpenLogin);
  const [applied, setApplied] = useState(false);
  const referred = !!readVisitSource().recommendCode;

  if (!Number.isInteger(id)) return <Unavailable />;
  if (job.isError) return <Unavailable message={job.error.message} />;
  if (applied && job.data) {
    return (
      <div className="site-container delivery-result-page">
        <Result
          status="success"
          className="delivery-result"
          title={t('delivery.successTitle')}
          subTitle={t('delivery.successText', { job: job.data.title })}
          extra={[
            <Link key="apply" to={paths.apply.getHref()}>
              <Button type="primary" size="large">
                {t('delivery.myApplications')}
              </Button>
            </Link>,
            <Link key="jobs" to={paths.position.getHref()}>
              <Button size="large">{t('delivery.moreJobs')}</Button>
            </Link>,
          ]}
        />
      </div>
    );
  }

  const summary = job.data ? (
    <JobSummary job={job.data} label={t('delivery.title')} />
  ) : (
    <Skeleton active paragraph={{ rows: 2 }} />
  );

  return (
    <>
      <section className="resume-hero resume-hero--delivery">
        <div className="site-container">
          <Link to={paths.detail.getHref(id)} className="resume-hero__back">
            <ArrowLeftOutlined /> {t('delivery.back')}
          </Link>
          <h1 className="resume-hero__title">{job.data?.title ?? t('delivery.title')}</h1>
          <p className="resume-hero__subtitle">{t('delivery.intro')}</p>
          {referred && (
            <p className="resume-hero__note">
              <TeamOutlined aria-hidden="true" /> {t('delivery.referral')}
            </p>
          )}
        </div>
      </section>
      <div className="site-container resume-body">
        {!token ? (
          <div className="delivery-login">
            {summary}
            <p>{t('delivery.signInHint')}</p>
            <Button type="primary" size="large" icon={<LoginOutlined />} onClick={() => setOpenLogin(true)}>
              {t('delivery.signIn')}
            </Button>
          </div>
        ) : job.isPending ? (
          <div className="resume-card">
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        ) : (
          <ResumeEditorDesktop
            positionId={id}
            jobRequired={jobRequired}
            submitLabel={t('delivery.submit')}
            asideTop={<div className="resume-aside__job">{summary}</div>}
            onApplied={() => setApplied(true)}
          />
        )}
      </div>
    </>
  );
};
