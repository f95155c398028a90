import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import UserDeleteOutlined from '@ant-design/icons-svg/es/asn/UserDeleteOutlined';
import type { THrAssessmentDetail } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { StatusTag } from '../../../components/console/status-tag.tsx';
import { AssessmentAnswers } from './assessment-answers.tsx';
import { AssessmentIntegrity } from './assessment-integrity.tsx';
import { AssessmentSummary } from './assessment-summary.tsx';
import { useAssessmentActions, useAssessmentResultDetail } from './use-assessment-result.ts';

const Actions = ({ detail }: { detail: THrAssessmentDetail }) => {
  const { t } = useTranslation('hr');
  const { Button } = useKit();
  const actions = useAssessmentActions(detail);
  if (!actions.canMarkAbsent) return null;
  return (
    <div className="hr-applicant__actions">
      {actions.canCancel && (
        <Button kind="danger" outline icon={<Icon svg={StopOutlined} />} onClick={actions.cancel}>
          {t('assessment.cancel')}
        </Button>
      )}
      <Button icon={<Icon svg={UserDeleteOutlined} />} onClick={actions.markAbsent}>
        {t('assessment.markAbsent')}
      </Button>
    </div>
  );
};

/** One assignment: who, which questionnaire, where it stands, the answers and the integrity record. */
export const AssessmentResultDetail = ({ id }: { id: number }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  const { query, hasConcern } = useAssessmentResultDetail(id);
  if (query.isPending) return <kit.Skeleton rows={10} />;
  if (query.isError) return <kit.Notice tone="error">{query.error.message}</kit.Notice>;
  const detail = query.data;
  return (
    <div className="hr-applicant">
      <header className="hr-applicant__head">
        <div>
          <h3 className="hr-applicant__name">{detail.candidateName}</h3>
          <p className="hr-applicant__meta">{detail.questionnaireName}</p>
        </div>
        <StatusTag kind="assessment" status={detail.status} name={detail.statusName} />
      </header>
      <Actions detail={detail} />
      <AssessmentSummary detail={detail} />
      <kit.Tabs
        items={[
          {
            key: 'answers',
            label: t('assessment.answers'),
            children: <AssessmentAnswers detail={detail} />,
          },
          {
            key: 'integrity',
            label: hasConcern ? `${t('assessment.integrity')} ⚠` : t('assessment.integrity'),
            children: <AssessmentIntegrity result={detail} />,
          },
        ]}
      />
    </div>
  );
};
