import { Button, Result, Skeleton } from 'antd';
import { ArrowLeftOutlined, LoginOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { paths } from '../../../config/paths.ts';
import { JobSummary } from '../components/job-summary.tsx';
import { ResumeEditorDesktop } from '../components/resume-editor-desktop.tsx';
import { useDelivery } from '../hooks/use-delivery.ts';
import '../components/resumes.css';

const Unavailable = ({ message }: { message: string }) => {
  const { t } = useTranslation('resumes');
  return (
    <div className="site-container resume-body">
      <Result
        status="warning"
        title={message}
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
  const delivery = useDelivery();
  const { job } = delivery;

  if (delivery.unavailable) return <Unavailable message={delivery.unavailable} />;
  if (delivery.applied) {
    return (
      <div className="site-container delivery-result-page">
        <Result
          status="success"
          className="delivery-result"
          title={t('delivery.successTitle')}
          subTitle={delivery.applied}
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

  const summary = job ? (
    <JobSummary job={job} label={t('delivery.title')} />
  ) : (
    <Skeleton active paragraph={{ rows: 2 }} />
  );

  return (
    <>
      <section className="resume-hero resume-hero--delivery">
        <div className="site-container">
          <Link to={paths.detail.getHref(delivery.id)} className="resume-hero__back">
            <ArrowLeftOutlined /> {t('delivery.back')}
          </Link>
          <h1 className="resume-hero__title">{job?.title ?? t('delivery.title')}</h1>
          <p className="resume-hero__subtitle">{t('delivery.intro')}</p>
          {delivery.referred && (
            <p className="resume-hero__note">
              <TeamOutlined aria-hidden="true" /> {t('delivery.referral')}
            </p>
          )}
        </div>
      </section>
      <div className="site-container resume-body">
        {!delivery.signedIn ? (
          <div className="delivery-login">
            {summary}
            <p>{t('delivery.signInHint')}</p>
            <Button type="primary" size="large" icon={<LoginOutlined />} onClick={delivery.signIn}>
              {t('delivery.signIn')}
            </Button>
          </div>
        ) : delivery.loading ? (
          <div className="resume-card">
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        ) : (
          <ResumeEditorDesktop
            {...delivery.editor}
            asideTop={<div className="resume-aside__job">{summary}</div>}
          />
        )}
      </div>
    </>
  );
};
