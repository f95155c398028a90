import { useState } from 'react';
import { Button, Drawer, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ASSESSMENT_STATUSES, type THrAssessmentResult } from '@tmp/contracts';
import { useIsMobile } from '../../../lib/device.ts';
import { useJobChoice, useJobChoices } from '../../../lib/console-choices.ts';
import { useAssessmentResults } from './api.ts';
import { AssessmentResultDetail } from './assessment-result-detail.tsx';
import { AssignAssessmentModal } from './assign-assessment-modal.tsx';
import {
  dateColumn,
  HrListPage,
  StatusFilter,
  statusColumn,
} from '../../../components/console/list-page.tsx';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useListParams } from '../../../components/console/use-list-params.ts';
import { ACTIONS_COLUMN } from '../../../components/console/use-table-layout.ts';

/** Jobs to filter by, searched by title. */
const JobFilter = ({ value, onChange }: { value?: number; onChange: (id?: number) => void }) => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const [keyword, setKeyword] = useState('');
  const jobs = useJobChoices(keyword);
  const current = useJobChoice(value ?? 0);
  const options = jobs.data?.list.map((job) => ({ value: job.id, label: job.title })) ?? [];
  if (value && current.data && !options.some((o) => o.value === value)) {
    options.unshift({
      value,
      label: format.language === 'zh-CN' ? current.data.titleZh : current.data.titleEn,
    });
  }
  return (
    <Select<number>
      allowClear
      className="hr-toolbar__select hr-toolbar__select--wide"
      placeholder={t('assessments.allJobs')}
      aria-label={t('assessments.jobFilter')}
      value={value}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={jobs.isFetching}
      onChange={(id?: number) => onChange(id)}
      options={options}
    />
  );
};

const useColumns = (open: (id: number) => void): ColumnsType<THrAssessmentResult> => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  return [
    {
      title: t('assessments.candidate'),
      dataIndex: 'candidateName',
      render: (name: string, row) => (
        <button type="button" className="hr-link-button" onClick={() => open(row.id)}>
          <span className="hr-table__primary">{name}</span>
          {row.positionName && <span className="hr-table__secondary">{row.positionName}</span>}
        </button>
      ),
    },
    { title: t('assessments.questionnaire'), dataIndex: 'questionnaireName', responsive: ['md'] },
    statusColumn('assessment', t('assessments.status')),
    dateColumn(format, t('assessments.deadline'), 'deadline', { responsive: ['lg'], withTime: true }),
    {
      title: t('assessments.score'),
      key: 'score',
      render: (_, row) =>
        row.score === null ? (
          '—'
        ) : (
          <Space size={4} wrap>
            <span>{`${row.score} / ${row.maxScore}`}</span>
            {row.resultName && <Tag>{row.resultName}</Tag>}
          </Space>
        ),
    },
    {
      title: t('assessments.integrity'),
      key: 'integrity',
      responsive: ['sm'],
      render: (_, row) =>
        row.integrityFlags.length || row.fullscreenExits + row.tabSwitches > 0 ? (
          <span className="hr-integrity-cell">
            {row.integrityFlags.length > 0 && (
              <Tag color="warning" icon={<WarningOutlined />}>
                {t('assessments.flagged')}
              </Tag>
            )}
            <span className="hr-table__secondary">
              {t('assessments.integritySummary', { exits: row.fullscreenExits, switches: row.tabSwitches })}
            </span>
          </span>
        ) : (
          <span className="hr-table__secondary">{t('assessments.integrityClean')}</span>
        ),
    },
    {
      title: t('common.actions'),
      key: ACTIONS_COLUMN,
      render: (_, row) => (
        <Button size="small" onClick={() => open(row.id)}>
          {t('assessments.open')}
        </Button>
      ),
    },
  ];
};

/** /hr/assessments (?status=, ?jobId=, ?applicationId=; ?id= opens a result). */
export const HrAssessmentsPage = () => {
  const { t } = useTranslation('hr');
  const isMobile = useIsMobile();
  const list = useListParams();
  const [assigning, setAssigning] = useState(false);
  const applicationId = list.int('applicationId');
  const openId = list.int('id');
  const results = useAssessmentResults({
    pageIndex: list.page,
    pageSize: list.pageSize,
    status: list.int('status'),
    jobId: list.int('jobId'),
    applicationId,
  });
  return (
    <HrListPage<THrAssessmentResult>
      texts="assessments"
      list={list}
      query={results}
      columns={useColumns((id) => list.set({ id }, true))}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAssigning(true)}>
          {t('assessments.assign')}
        </Button>
      }
      toolbar={
        <>
          {applicationId && (
            <Tag closable onClose={() => list.set({ applicationId: undefined })} className="hr-toolbar__job">
              {t('assessments.forApplication', { id: applicationId })}
            </Tag>
          )}
          <JobFilter value={list.int('jobId')} onChange={(id) => list.set({ jobId: id })} />
          <StatusFilter
            list={list}
            texts="assessments"
            options={ASSESSMENT_STATUSES.map((value) => ({
              value,
              label: t(`assessments.statusNames.${value}`),
            }))}
          />
        </>
      }
    >
      <Drawer
        open={!!openId}
        size={isMobile ? '100%' : 760}
        title={t('assessments.detailTitle')}
        onClose={() => list.set({ id: undefined }, true)}
        destroyOnHidden
      >
        {openId && <AssessmentResultDetail id={openId} />}
      </Drawer>
      <AssignAssessmentModal open={assigning} onClose={() => setAssigning(false)} />
    </HrListPage>
  );
};
