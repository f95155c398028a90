import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import UserDeleteOutlined from '@ant-design/icons-svg/es/asn/UserDeleteOutlined';
import type { THrAssessmentDetail } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit, type TTagProps } from '../../../lib/kit/kit.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { StatusTag } from '../../../components/console/status-tag.tsx';
import { AssessmentAnswers } from './assessment-answers.tsx';
import { AssessmentIntegrity } from './assessment-integrity.tsx';
import { useAssessmentActions, useAssessmentResultDetail } from './use-assessment-result.ts';

const resultTones: Record<string, TTagProps['tone']> = {
  passed: 'green',
  failed: 'red',
  completed: 'blue',
  pendingReview: 'orange',
};

const Score = ({ detail }: { detail: THrAssessmentDetail }) => {
  const { t } = useTranslation('hr');
  if (detail.score === null) return '—';
  return (
    <div className="hr-stack">
      <strong>{t('assessment.scoreOf', { score: detail.score, max: detail.maxScore })}</strong>
      <span className="hr-table__secondary">
        {detail.passScore === null
          ? t('assessment.noPassMark')
          : t('assessment.passMark', { score: detail.passScore })}
      </span>
    </div>
  );
};

/** When the assignment was started and submitted, and how it scored against the pass mark. */
const AssessmentSummary = ({ detail }: { detail: THrAssessmentDetail }) => {
  const { t } = useTranslation('hr');
  const { Details, Tag } = useKit();
  const format = useHrFormat();
  const notYet = <span className="hr-table__secondary">{t('assessment.notYet')}</span>;
  const submitted = detail.submittedAt && (
    <>
      {format.date(detail.submittedAt, true)}
      {detail.autoSubmitted && <div className="hr-table__secondary">{t('assessment.autoSubmitted')}</div>}
    </>
  );
  const result = detail.resultName && (
    <Tag tone={resultTones[detail.result ?? ''] ?? 'default'}>{detail.resultName}</Tag>
  );
  return (
    <Details
      columns={2}
      items={[
        { key: 'position', label: t('assessment.position'), children: detail.positionName ?? '—' },
        { key: 'pin', label: t('assessment.pin'), children: <code>{detail.pinNumber}</code> },
        { key: 'deadline', label: t('assessment.deadline'), children: format.date(detail.deadline, true) },
        {
          key: 'started',
          label: t('assessment.startedAt'),
          children: detail.startedAt ? format.date(detail.startedAt, true) : notYet,
        },
        { key: 'submitted', label: t('assessment.submittedAt'), children: submitted || notYet },
        { key: 'score', label: t('assessment.score'), children: <Score detail={detail} /> },
        { key: 'result', label: t('assessment.result'), children: result || '—' },
      ]}
    />
  );
};

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
