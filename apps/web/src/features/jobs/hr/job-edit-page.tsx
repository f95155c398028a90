import type { ReactNode } from 'react';
import { Link } from 'react-router';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { PageHeader } from '../../../components/console/page-header.tsx';
import { hrPaths } from '../../../config/hr-paths.ts';
import { JobForm } from './job-form.tsx';
import { useJobEditPage } from './use-job-edit-page.ts';

const BackLink = () => {
  const { t } = useTranslation('hr');
  return (
    <Link to={hrPaths.jobs} className="hr-back">
      <Icon svg={ArrowLeftOutlined} aria-hidden="true" /> {t('form.back')}
    </Link>
  );
};

/** What went wrong instead of the form, with the way back to the jobs. */
const Refusal = ({ text, action }: { text: string; action: ReactNode }) => {
  const kit = useKit();
  return (
    <div className="hr-refusal">
      <kit.Notice tone="error">{text}</kit.Notice>
      {action}
    </div>
  );
};

/** /hr/jobs/new and /hr/jobs/:id. */
export const HrJobEditPage = () => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  const page = useJobEditPage();
  if (page.isBadId) return <Refusal text={t('form.notFound')} action={<BackLink />} />;
  if (page.isLoading) return <kit.Skeleton rows={12} />;
  if (page.error) {
    return (
      <Refusal text={page.error} action={<kit.Button onClick={page.back}>{t('form.back')}</kit.Button>} />
    );
  }
  return (
    <section className="hr-page">
      <BackLink />
      <PageHeader
        title={page.id ? t('form.editHeading', { title: page.title }) : t('form.newHeading')}
        text={t('form.subtitle')}
      />
      <JobForm
        key={page.id ?? 'new'}
        isNew={!page.id}
        initialValues={page.initialValues}
        saving={page.saving}
        onCancel={page.back}
        onSubmit={page.submit}
      />
    </section>
  );
};
