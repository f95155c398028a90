import type { THrAssessmentDetail } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit, type TTagProps } from '../../../lib/kit/kit.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';

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
export const AssessmentSummary = ({ detail }: { detail: THrAssessmentDetail }) => {
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
