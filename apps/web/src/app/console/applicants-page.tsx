import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExperimentOutlined from '@ant-design/icons-svg/es/asn/ExperimentOutlined';
import type { TApplicantListItem } from '@tmp/contracts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useKit, type TTableColumn } from '../../lib/kit/kit.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { ApplicantDetail } from './applicant-detail.tsx';
import { AssignAssessmentModal } from '../../features/assessments/hr/assign-assessment-modal.tsx';
import {
  ACTIONS_COLUMN,
  dateColumn,
  HrListPage,
  SearchFilter,
  StatusFilter,
} from '../../components/console/list-page.tsx';
import { StatusTag } from '../../components/console/status-tag.tsx';
import { OverdueTag } from '../../features/conversations/hr/overdue-tag.tsx';
import { DataDeletedTag } from '../../features/privacy/hr/data-deleted-tag.tsx';
import { SortFilter } from '../../features/conversations/hr/sort-filter.tsx';
import { useApplicantsPage } from './use-applicants-page.ts';

type TPage = ReturnType<typeof useApplicantsPage>;

const Toolbar = ({ page }: { page: TPage }) => {
  const { t } = useTranslation('hr');
  const { Button } = useKit();
  const count = page.selection.ticked.length;
  return (
    <>
      {/* The job the list is narrowed to, with a button that shows every job's applicants again. */}
      {page.jobId && (
        <span className="hr-toolbar__job hr-job-chip">
          {t('applicants.forJob', { title: page.jobName })}
          <button
            type="button"
            className="hr-job-chip__clear"
            aria-label={t('applicants.clearJob')}
            onClick={page.showAllJobs}
          >
            <Icon svg={CloseOutlined} aria-hidden />
          </button>
        </span>
      )}
      <SearchFilter list={page.list} placeholder={t('applicants.searchPlaceholder')} />
      <StatusFilter list={page.list} texts="applicants" options={page.format.applicationStatuses} />
      <SortFilter overdueFirst={page.overdueFirst} onChange={page.setOverdueFirst} />
      <Button
        icon={<Icon svg={ExperimentOutlined} aria-hidden />}
        disabled={!count}
        onClick={page.startAssigning}
        className="hr-toolbar__action"
      >
        {count ? t('assessments.assignSelected', { count }) : t('assessments.assign')}
      </Button>
    </>
  );
};

const useColumns = (page: TPage): TTableColumn<TApplicantListItem>[] => {
  const { t } = useTranslation('hr');
  const { Button } = useKit();
  const columns: TTableColumn<TApplicantListItem>[] = [
    {
      key: 'candidateName',
      title: t('applicants.candidate'),
      cell: (row) => (
        <button type="button" className="hr-link-button" onClick={() => page.open(row)}>
          <span className="hr-table__primary">{row.candidateName}</span>
          <span className="hr-table__secondary">{row.contact}</span>
        </button>
      ),
    },
    { key: 'positionName', title: t('applicants.position'), cell: (row) => row.positionName },
    {
      key: 'status',
      title: t('applicants.status'),
      width: 130,
      cell: (row) => (
        <span className="hr-status-cell">
          <StatusTag kind="application" status={row.status} name={row.statusName} />
          {row.overdue && <OverdueTag />}
          <DataDeletedTag on={row.personalDataDeletedAt} />
        </span>
      ),
    },
    dateColumn(page.format, t('applicants.applied'), 'applyDate', { width: 130 }),
    { key: 'referrerName', title: t('applicants.referrer'), cell: (row) => row.referrerName ?? '—' },
    {
      key: ACTIONS_COLUMN,
      title: t('common.actions'),
      width: 100,
      cell: (row) => <Button onClick={() => page.open(row)}>{t('applicants.view')}</Button>,
    },
  ];
  // Narrowed to one job, the list needs no job column.
  return page.jobId ? columns.filter((column) => column.key !== 'positionName') : columns;
};

/** /hr/applicants (?jobId= for one job, ?id= opens an applicant). */
export const HrApplicantsPage = () => {
  const { t } = useTranslation('hr');
  const { Panel } = useKit();
  const page = useApplicantsPage();
  return (
    <HrListPage<TApplicantListItem>
      texts="applicants"
      list={page.list}
      query={page.applicants}
      toolbar={<Toolbar page={page} />}
      selection={{
        keys: page.selection.ticked.map((row) => row.id),
        onChange: page.selection.tick,
        label: t('common.selectAll'),
      }}
      columns={useColumns(page)}
    >
      <Panel
        open={!!page.openId}
        title={t('applicant.title')}
        onClose={page.close}
        closeLabel={t('common.close')}
      >
        {page.openId && <ApplicantDetail id={page.openId} />}
      </Panel>
      {/* Mounted for each opening, so its form starts from the applicants ticked then. */}
      {page.assigning && (
        <AssignAssessmentModal
          open
          targets={page.selection.ticked}
          onClose={page.stopAssigning}
          onAssigned={page.selection.clear}
        />
      )}
    </HrListPage>
  );
};
