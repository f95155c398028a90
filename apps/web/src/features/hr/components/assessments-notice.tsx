import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The place of assessments in the console: assigning them arrives with the assessments release. */
export const AssessmentsNotice = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useTranslation('hr');
  return (
    <div className={`hr-upcoming${compact ? ' hr-upcoming--compact' : ''}`} role="note">
      <ExperimentOutlined className="hr-upcoming__icon" aria-hidden="true" />
      <div>
        <h3 className="hr-upcoming__title">{t('assessments.title')}</h3>
        <p className="hr-upcoming__text">{t('assessments.text')}</p>
      </div>
    </div>
  );
};
