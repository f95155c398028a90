import { Button, Result, Skeleton } from 'antd-mobile';
import { TeamOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { paths } from '../../../config/paths.ts';
import { JobSummary } from '../components/job-summary.tsx';
import { ResumeEditorMobile } from '../components/resume-editor-mobile.tsx';
import { useDelivery } from '../hooks/use-delivery.ts';
import '../components/resumes.css';

export const DeliveryPageMobile = () => {
  const { t } = useTranslation('resumes');
  const navigate = useNavigate();
  const delivery = useDelivery();
  const { job } = delivery;

  if (delivery.unavailable) {
    return (
      <div className="resume-m">
        <Result
          status="warning"
          title={delivery.unavailable}
          description={
            <Button color="primary" onClick={() => navigate(paths.position.getHref())}>
              {t('delivery.browse')}
            </Button>
          }
        />
      </div>
    );
  }
  if (delivery.applied) {
    return (
      <div className="resume-m delivery-m-result">
        <Result status="success" title={t('delivery.successTitle')} description={delivery.applied} />
        <Button block color="primary" size="large" onClick={() => navigate(paths.apply.getHref())}>
          {t('delivery.myApplications')}
        </Button>
        <Button block size="large" onClick={() => navigate(paths.position.getHref())}>
          {t('delivery.moreJobs')}
        </Button>
      </div>
    );
  }
  return (
    <div className="resume-m">
      <section className="resume-m__head">
        {job ? (
          <JobSummary job={job} label={t('delivery.title')} />
        ) : (
          <Skeleton.Paragraph lineCount={3} animated />
        )}
        <p className="resume-m__subtitle">{t('delivery.intro')}</p>
        {delivery.referred && (
          <p className="resume-hero__note">
            <TeamOutlined aria-hidden="true" /> {t('delivery.referral')}
          </p>
        )}
      </section>
      {!delivery.signedIn ? (
        <div className="delivery-login">
          <p>{t('delivery.signInHint')}</p>
          <Button block color="primary" size="large" onClick={delivery.signIn}>
            {t('delivery.signIn')}
          </Button>
        </div>
      ) : job ? (
        <ResumeEditorMobile {...delivery.editor} />
      ) : null}
    </div>
  );
};
