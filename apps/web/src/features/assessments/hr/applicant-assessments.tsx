import ExperimentOutlined from '@ant-design/icons-svg/es/asn/ExperimentOutlined';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { StatusTag } from '../../../components/console/status-tag.tsx';
import { AssignAssessmentModal } from './assign-assessment-modal.tsx';
import { useApplicantAssessments } from './use-applicant-assessments.ts';

/** The assessments of one application, with a way to assign another. */
export const ApplicantAssessments = (props: { applicationId: number; candidateName: string }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  const assessments = useApplicantAssessments(props.applicationId);
  return (
    <div className="hr-applicant-assessments">
      <kit.Button icon={<Icon svg={ExperimentOutlined} />} onClick={assessments.startAssigning}>
        {t('assessments.assign')}
      </kit.Button>
      {assessments.loading ? (
        <kit.Skeleton />
      ) : assessments.rows.length ? (
        <ul className="hr-records">
          {assessments.rows.map((row) => (
            <li key={row.id} className="hr-records__item">
              <div className="hr-records__main">
                <div className="hr-inline">
                  <span>{row.questionnaireName}</span>
                  <StatusTag kind="assessment" status={row.status} name={row.statusName} />
                </div>
                <div className="hr-table__secondary">{row.line}</div>
              </div>
              <Link to={row.to}>{t('assessments.open')}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <kit.Empty title={t('assessments.noneForApplicant')} />
      )}
      <AssignAssessmentModal
        open={assessments.assigning}
        targets={[{ id: props.applicationId, candidateName: props.candidateName }]}
        onClose={assessments.stopAssigning}
      />
    </div>
  );
};
