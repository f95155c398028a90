import { useState } from 'react';
import { Button, Result, Skeleton } from 'antd-mobile';
import { TeamOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { usePositionSummary } from '../api/get-position-summary.ts';
import { JobSummary } from '../components/job-summary.tsx';
import { ResumeEditorMobile } from '../components/resume-editor-mobile.tsx';
import { useDeliveryId } from '../hooks/use-delivery-id.ts';
import { useJobOnlyRequired } from '../hooks/use-job-only-required.ts';
import { readVisitSource } from '../utils/visit-source.ts';
import '../components/resumes.css';

export const DeliveryPageMobile = () => {
  const { t } = useTranslation('resumes');
  const navigate = useNavigate();
  const id = useDeliveryId();
  const job = usePositionSummary(id);
  const jobRequired = useJobOnlyRequired(job.data?.requiredFields);
  const token = useLoginStore((s) => s.token);
  const setOpenLogin = useLoginStore((s) => s.setOpenLogin);
  const [applied, setApplied] = useState(false);
  const referred = !!readVisitSource().recommendCode;

  if (!Number.isInteger(id) || job.isError) {
    return (
      <div className="resume-m">
        <Result
          status="warning"
          title={(job.isError && job.error.message) || t('delivery.unavailable')}
          description={
            <Button color="primary" onClick={() => navigate(paths.position.getHref())}>
              {t('delivery.browse')}
            </Button>
          }
        />
      </div>
    );
  }
  if (applied && job.data) {
    return (
      <div className="resume-m delivery-m-result">
        <Result
          status="success"
          title={t('delivery.successTitle')}
          description={t('delivery.successText', { job: job.data.title })}
        />
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
        {job.data ? (
          <JobSummary job={job.data} label={t('delivery.title')} />
        ) : (
          <Skeleton.Paragraph lineCount={3} animated />
        )}
        <p className="resume-m__subtitle">{t('delivery.intro')}</p>
        {referred && (
          <p className="resume-hero__note">
            <TeamOutlined aria-hidden="true" /> {t('delivery.referral')}
          </p>
        )}
      </section>
      {!token ? (
        <div className="delivery-login">
          <p>{t('delivery.signInHint')}</p>
          <Button block color="primary" size="large" onClick={() => setOpenLogin(true)}>
            {t('delivery.signIn')}
          </Button>
        </div>
      ) : job.data ? (
        <ResumeEditorMobile
          positionId={id}
          jobRequired={jobRequired}
          submitLabel={t('delivery.submit')}
          onApplied={() => setApplied(true)}
        />
      ) : null}
    </div>
  );
};
