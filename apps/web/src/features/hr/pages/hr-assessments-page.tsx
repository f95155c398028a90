import { useTranslation } from 'react-i18next';
import { AssessmentsNotice } from '../components/assessments-notice.tsx';
import { PageHeader } from '../components/page-header.tsx';

/** /hr/assessments: reserved for assigning questionnaires, which arrives with the assessments release. */
export const HrAssessmentsPage = () => {
  const { t } = useTranslation('hr');
  return (
    <section className="hr-page">
      <PageHeader title={t('assessments.heading')} text={t('assessments.subtitle')} />
      <div className="hr-card">
        <AssessmentsNotice />
      </div>
    </section>
  );
};
