import { Alert, App, Button, Descriptions, Skeleton, Tabs, Tag } from 'antd';
import { StopOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { AssessmentStatus, type THrAssessmentDetail } from '@tmp/contracts';
import { useAssessmentResult, useCancelAssessment, useMarkAssessmentAbsent } from './api.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { AssessmentAnswers } from './assessment-answers.tsx';
import { AssessmentIntegrity } from './assessment-integrity.tsx';
import { StatusTag } from '../../../components/console/status-tag.tsx';

const resultColors: Record<string, string> = {
  passed: 'green',
  failed: 'red',
  completed: 'blue',
  pendingReview: 'gold',
};

const Actions = ({ detail }: { detail: THrAssessmentDetail }) => {
  const { t } = useTranslation('hr');
  const { modal } = App.useApp();
  const cancel = useCancelAssessment();
  const absent = useMarkAssessmentAbsent();
  const isToDo = detail.status === AssessmentStatus.ToDo;
  if (!isToDo && detail.status !== AssessmentStatus.Expired) return null;
  const confirm = (kind: 'cancel' | 'absent') =>
    modal.confirm({
      title: t(kind === 'cancel' ? 'assessment.cancelTitle' : 'assessment.absentTitle'),
      content: t(kind === 'cancel' ? 'assessment.cancelText' : 'assessment.absentText'),
      okText: t(kind === 'cancel' ? 'assessment.cancel' : 'assessment.markAbsent'),
      okButtonProps: { danger: true },
      cancelText: t('assessment.keep'),
      onOk: () => (kind === 'cancel' ? cancel : absent).mutateAsync(detail.id).catch(() => undefined),
    });
  return (
    <div className="hr-applicant__actions">
      {isToDo && (
        <Button danger icon={<StopOutlined />} onClick={() => confirm('cancel')}>
          {t('assessment.cancel')}
        </Button>
      )}
      <Button icon={<UserDeleteOutlined />} onClick={() => confirm('absent')}>
        {t('assessment.markAbsent')}
      </Button>
    </div>
  );
};

const Summary = ({ detail }: { detail: THrAssessmentDetail }) => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const notYet = <span className="hr-table__secondary">{t('assessment.notYet')}</span>;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'position', label: t('assessment.position'), children: detail.positionName ?? '—' },
        { key: 'pin', label: t('assessment.pin'), children: <code>{detail.pinNumber}</code> },
        { key: 'deadline', label: t('assessment.deadline'), children: format.date(detail.deadline, true) },
        {
          key: 'started',
          label: t('assessment.startedAt'),
          children: detail.startedAt ? format.date(detail.startedAt, true) : notYet,
        },
        {
          key: 'submitted',
          label: t('assessment.submittedAt'),
          children: detail.submittedAt ? (
            <>
              {format.date(detail.submittedAt, true)}
              {detail.autoSubmitted && (
                <div className="hr-table__secondary">{t('assessment.autoSubmitted')}</div>
              )}
            </>
          ) : (
            notYet
          ),
        },
        {
          key: 'score',
          label: t('assessment.score'),
          children:
            detail.score === null ? (
              '—'
            ) : (
              <div className="hr-stack">
                <strong>{t('assessment.scoreOf', { score: detail.score, max: detail.maxScore })}</strong>
                <span className="hr-table__secondary">
                  {detail.passScore === null
                    ? t('assessment.noPassMark')
                    : t('assessment.passMark', { score: detail.passScore })}
                </span>
              </div>
            ),
        },
        {
          key: 'result',
          label: t('assessment.result'),
          children: detail.resultName ? (
            <Tag color={resultColors[detail.result ?? ''] ?? 'default'}>{detail.resultName}</Tag>
          ) : (
            '—'
          ),
        },
      ]}
    />
  );
};

/** One assignment: who, which questionnaire, where it stands, the answers and the integrity record. */
export const AssessmentResultDetail = ({ id }: { id: number }) => {
  const { t } = useTranslation('hr');
  const query = useAssessmentResult(id);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (query.isError) return <Alert type="error" showIcon title={query.error.message} />;
  const detail = query.data;
  const hasConcern = detail.integrityFlags.length > 0 || detail.fullscreenExits + detail.tabSwitches > 0;
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
      <Summary detail={detail} />
      <Tabs
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
