import { useMemo } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { useHrJob, useSaveJob } from './api.ts';
import { JobForm } from './job-form.tsx';
import { PageHeader } from '../../../components/console/page-header.tsx';
import { hrPaths } from '../../../config/hr-paths.ts';
import { emptyJobForm, toJobBody, toJobFormValues } from './job-form-values.ts';

/** /hr/jobs/new and /hr/jobs/:id. */
export const HrJobEditPage = () => {
  const { t } = useTranslation('hr');
  const language = useLanguage();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const job = useHrJob(id ?? 0);
  const save = useSaveJob();
  const initialValues = useMemo(() => (job.data ? toJobFormValues(job.data) : emptyJobForm()), [job.data]);
  const back = (
    <Link to={hrPaths.jobs} className="hr-back">
      <ArrowLeftOutlined /> {t('form.back')}
    </Link>
  );

  if (params.id && id === undefined) {
    return <Alert type="error" showIcon title={t('form.notFound')} action={back} />;
  }
  if (id && job.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (id && job.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={job.error.message}
        action={<Button onClick={() => navigate(hrPaths.jobs)}>{t('form.back')}</Button>}
      />
    );
  }
  return (
    <section className="hr-page">
      {back}
      <PageHeader
        title={
          id
            ? t('form.editHeading', {
                title: (language === 'zh-CN' ? job.data?.titleZh : job.data?.titleEn) ?? '',
              })
            : t('form.newHeading')
        }
        text={t('form.subtitle')}
      />
      <JobForm
        key={id ?? 'new'}
        isNew={!id}
        initialValues={initialValues}
        saving={save.isPending}
        onCancel={() => navigate(hrPaths.jobs)}
        onSubmit={async (values) => {
          await save.mutateAsync(toJobBody(values, id));
          navigate(hrPaths.jobs);
        }}
      />
    </section>
  );
};
