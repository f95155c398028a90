import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import type { THrAssessmentResult } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit, type TTableColumn } from '../../../lib/kit/kit.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import {
  ACTIONS_COLUMN,
  dateColumn,
  HrListPage,
  StatusFilter,
  statusColumn,
} from '../../../components/console/list-page.tsx';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { AssessmentResultDetail } from './assessment-result-detail.tsx';
import { AssignAssessmentModal } from './assign-assessment-modal.tsx';
import { useAssessmentsPage } from './use-assessments-page.ts';

const IntegrityCell = ({ row }: { row: THrAssessmentResult }) => {
  const { t } = useTranslation('hr');
  const { Tag } = useKit();
  if (!row.integrityFlags.length && row.fullscreenExits + row.tabSwitches === 0) {
    return <span className="hr-table__secondary">{t('assessments.integrityClean')}</span>;
  }
  return (
    <span className="hr-integrity-cell">
      {row.integrityFlags.length > 0 && (
        <Tag tone="orange">
          <Icon svg={WarningOutlined} /> {t('assessments.flagged')}
        </Tag>
      )}
      <span className="hr-table__secondary">
        {t('assessments.integritySummary', { exits: row.fullscreenExits, switches: row.tabSwitches })}
      </span>
    </span>
  );
};

const useColumns = (open: (id: number) => void): TTableColumn<THrAssessmentResult>[] => {
  const { t } = useTranslation('hr');
  const { Button, Tag } = useKit();
  const format = useHrFormat();
  return [
    {
      key: 'candidateName',
      title: t('assessments.candidate'),
      cell: (row) => (
        <button type="button" className="hr-link-button" onClick={() => open(row.id)}>
          <span className="hr-table__primary">{row.candidateName}</span>
          {row.positionName && <span className="hr-table__secondary">{row.positionName}</span>}
        </button>
      ),
    },
    { key: 'questionnaireName', title: t('assessments.questionnaire'), cell: (row) => row.questionnaireName },
    statusColumn('assessment', t('assessments.status')),
    dateColumn(format, t('assessments.deadline'), 'deadline', { withTime: true }),
    {
      key: 'score',
      title: t('assessments.score'),
      cell: (row) =>
        row.score === null ? (
          '—'
        ) : (
          <span className="hr-inline">
            <span>{`${row.score} / ${row.maxScore}`}</span>
            {row.resultName && <Tag>{row.resultName}</Tag>}
          </span>
        ),
    },
    { key: 'integrity', title: t('assessments.integrity'), cell: (row) => <IntegrityCell row={row} /> },
    {
      key: ACTIONS_COLUMN,
      title: t('common.actions'),
      cell: (row) => <Button onClick={() => open(row.id)}>{t('assessments.open')}</Button>,
    },
  ];
};

/** The filters: the application (with a way to show every application's again), the job, the status. */
const Toolbar = ({ page }: { page: ReturnType<typeof useAssessmentsPage> }) => {
  const { t } = useTranslation('hr');
  const { Select, Tag } = useKit();
  return (
    <>
      {page.applicationId && (
        <Tag className="hr-toolbar__job">
          {t('assessments.forApplication', { id: page.applicationId })}
          <button
            type="button"
            className="hr-tag-clear"
            aria-label={t('assessments.clearApplication')}
            onClick={page.clearApplication}
          >
            <Icon svg={CloseOutlined} />
          </button>
        </Tag>
      )}
      <Select<number>
        id="assessments-job"
        clearable
        className="hr-toolbar__select hr-toolbar__select--wide"
        placeholder={t('assessments.allJobs')}
        aria-label={t('assessments.jobFilter')}
        value={page.jobId}
        onSearch={page.jobs.search}
        loading={page.jobs.loading}
        onChange={page.setJobId}
        options={page.jobs.options}
      />
      <StatusFilter list={page.list} texts="assessments" options={page.statusOptions} />
    </>
  );
};

/** /hr/assessments (?status=, ?jobId=, ?applicationId=; ?id= opens a result). */
export const HrAssessmentsPage = () => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  const page = useAssessmentsPage();
  return (
    <HrListPage<THrAssessmentResult>
      texts="assessments"
      list={page.list}
      query={page.results}
      columns={useColumns(page.open)}
      extra={
        <kit.Button kind="primary" icon={<Icon svg={PlusOutlined} />} onClick={page.startAssigning}>
          {t('assessments.assign')}
        </kit.Button>
      }
      toolbar={<Toolbar page={page} />}
    >
      <kit.Panel
        open={!!page.openId}
        width={760}
        title={t('assessments.detailTitle')}
        closeLabel={t('assessments.close')}
        onClose={page.close}
      >
        {page.openId && <AssessmentResultDetail id={page.openId} />}
      </kit.Panel>
      <AssignAssessmentModal open={page.assigning} onClose={page.stopAssigning} />
    </HrListPage>
  );
};
