import { useState } from 'react';
import { Button, Drawer, Tag } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { TApplicantListItem } from '@tmp/contracts';
import { useApplicants } from '../../features/applications/hr/api.ts';
import { useJobChoice } from '../../lib/console-choices.ts';
import { ApplicantDetail } from './applicant-detail.tsx';
import { AssignAssessmentModal } from '../../features/assessments/hr/assign-assessment-modal.tsx';
import {
  dateColumn,
  HrListPage,
  SearchFilter,
  StatusFilter,
  statusColumn,
} from '../../components/console/list-page.tsx';
import { useIsMobile } from '../../lib/device.ts';
import { useHrFormat } from '../../components/console/use-hr-format.ts';
import { useListParams } from '../../components/console/use-list-params.ts';
import { ACTIONS_COLUMN } from '../../components/console/use-table-layout.ts';

/** /hr/applicants (?jobId= for one job, ?id= opens an applicant). */
export const HrApplicantsPage = () => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const isMobile = useIsMobile();
  const list = useListParams();
  const jobId = list.int('jobId');
  const keyword = list.text('keyword');
  const openId = list.int('id');
  const [selected, setSelected] = useState<TApplicantListItem[]>([]);
  const [assigning, setAssigning] = useState(false);
  const job = useJobChoice(jobId ?? 0);
  const applicants = useApplicants({
    pageIndex: list.page,
    pageSize: list.pageSize,
    jobId,
    status: list.int('status'),
    keyword: keyword || undefined,
  });
  const jobTitle = job.data ? (format.language === 'zh-CN' ? job.data.titleZh : job.data.titleEn) : '';
  const open = (row: TApplicantListItem) => list.set({ id: row.id }, true);

  return (
    <HrListPage<TApplicantListItem>
      texts="applicants"
      list={list}
      query={applicants}
      toolbar={
        <>
          {jobId && (
            <Tag closable onClose={() => list.set({ jobId: undefined })} className="hr-toolbar__job">
              {t('applicants.forJob', { title: jobTitle || `#${jobId}` })}
            </Tag>
          )}
          <SearchFilter list={list} placeholder={t('applicants.searchPlaceholder')} />
          <StatusFilter list={list} texts="applicants" options={format.applicationStatuses} />
          <Button
            icon={<ExperimentOutlined />}
            disabled={!selected.length}
            onClick={() => setAssigning(true)}
            className="hr-toolbar__action"
          >
            {selected.length
              ? t('assessments.assignSelected', { count: selected.length })
              : t('assessments.assign')}
          </Button>
        </>
      }
      rowSelection={{
        selectedRowKeys: selected.map((row) => row.id),
        preserveSelectedRowKeys: true,
        // Rows selected on other pages come back undefined; keep what was known of them.
        onChange: (keys, rows) =>
          setSelected((prev) => {
            const known = new Map([...prev, ...rows.filter(Boolean)].map((row) => [row.id, row]));
            return keys.flatMap((key) => known.get(Number(key)) ?? []);
          }),
      }}
      columns={[
        {
          title: t('applicants.candidate'),
          dataIndex: 'candidateName',
          render: (name: string, row) => (
            <button type="button" className="hr-link-button" onClick={() => open(row)}>
              <span className="hr-table__primary">{name}</span>
              <span className="hr-table__secondary">{row.contact}</span>
            </button>
          ),
        },
        ...(jobId
          ? []
          : [{ title: t('applicants.position'), dataIndex: 'positionName', responsive: ['md' as const] }]),
        statusColumn('application', t('applicants.status'), { width: 130 }),
        dateColumn(format, t('applicants.applied'), 'applyDate', { width: 130, responsive: ['sm'] }),
        {
          title: t('applicants.referrer'),
          dataIndex: 'referrerName',
          responsive: ['lg'],
          render: (name: string | null) => name ?? '—',
        },
        {
          title: t('common.actions'),
          key: ACTIONS_COLUMN,
          width: 100,
          render: (_, row) => (
            <Button size="small" onClick={() => open(row)}>
              {t('applicants.view')}
            </Button>
          ),
        },
      ]}
    >
      <Drawer
        open={!!openId}
        size={isMobile ? '100%' : 720}
        title={t('applicant.title')}
        onClose={() => list.set({ id: undefined }, true)}
        destroyOnHidden
      >
        {openId && <ApplicantDetail id={openId} />}
      </Drawer>
      <AssignAssessmentModal
        open={assigning}
        targets={selected}
        onClose={() => setAssigning(false)}
        onAssigned={() => setSelected([])}
      />
    </HrListPage>
  );
};
