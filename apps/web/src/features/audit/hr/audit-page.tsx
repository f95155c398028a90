import { useState } from 'react';
import type { TAuditEntry } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit, type TTableColumn } from '../../../lib/kit/kit.ts';
import { HrListPage } from '../../../components/console/list-page.tsx';
import { PAGE_SIZES, useAuditPage, type TAuditPage } from './use-audit-page.ts';
import './audit.css';

type TRow = TAuditEntry & { id: number };

/** The kinds of record the log names with a text of their own; others are shown as recorded. */
const OBJECT_TYPES = ['application', 'offer', 'assessment', 'interview', 'resumeFile', 'audit', 'Position'];

const objectOf = (row: TRow, t: (key: string) => string) => {
  const type = row.objectType!;
  const name = OBJECT_TYPES.includes(type) ? t(`objects.${type}`) : type;
  return row.objectId ? `${name} #${row.objectId}` : name;
};

const useColumns = (page: TAuditPage): TTableColumn<TRow>[] => {
  const { t } = useTranslation('audit');
  const { Button } = useKit();
  return [
    { key: 'at', title: t('columns.at'), width: 170, cell: (row) => page.format.dateTime(row.at) },
    {
      key: 'actor',
      title: t('columns.actor'),
      cell: (row) => (
        <>
          <span className="hr-table__primary">{row.userId === null ? t('system') : row.actorName}</span>
          <span className="hr-table__secondary">{page.roleNames(row.roles)}</span>
        </>
      ),
    },
    { key: 'action', title: t('columns.action'), cell: (row) => page.actionName(row.action, row.actionName) },
    {
      key: 'candidate',
      title: t('columns.candidate'),
      cell: (row) =>
        row.candidateId === null ? (
          '—'
        ) : (
          <Button
            quiet
            aria-label={t('filterCandidate', { id: row.candidateId })}
            onClick={() => page.list.set({ candidateId: row.candidateId })}
          >
            {`#${row.candidateId}`}
          </Button>
        ),
    },
    {
      key: 'object',
      title: t('columns.object'),
      cell: (row) => (row.objectType ? objectOf(row, t) : '—'),
    },
    {
      key: 'ip',
      title: t('columns.ip'),
      cell: (row) => <span className="audit-code audit-code--ip">{row.ip ?? '—'}</span>,
    },
    {
      key: 'requestId',
      title: t('columns.requestId'),
      cell: (row) => <span className="audit-code audit-code--small">{row.requestId ?? '—'}</span>,
    },
  ];
};

/** The candidate's id, sent on Enter or the search button; anything but a positive number clears it. */
const CandidateFilter = ({ page }: { page: TAuditPage }) => {
  const { t } = useTranslation('audit');
  const { Search } = useKit();
  const current = page.list.int('candidateId');
  const [draft, setDraft] = useState(current ? String(current) : '');
  const [shown, setShown] = useState(current);
  // A candidate picked from a row replaces what was typed.
  if (shown !== current) {
    setShown(current);
    setDraft(current ? String(current) : '');
  }
  return (
    <Search
      className="hr-toolbar__select audit-toolbar__candidate"
      placeholder={t('filters.candidate')}
      value={draft}
      onChange={setDraft}
      onSearch={(value) => {
        const id = /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
        setDraft(id ? String(id) : '');
        page.list.set({ candidateId: id });
      }}
    />
  );
};

/** The log's filters: member, candidate, action, the first and last day, and the page size. */
const AuditFilters = ({ page }: { page: TAuditPage }) => {
  const { t } = useTranslation('audit');
  const { Select, DateInput } = useKit();
  const { list } = page;
  return (
    <>
      <Select<number>
        id="audit-member"
        clearable
        search
        className="hr-toolbar__select"
        placeholder={t('filters.allMembers')}
        aria-label={t('filters.member')}
        loading={page.membersLoading}
        value={list.int('userId')}
        onChange={(value) => list.set({ userId: value })}
        options={page.members}
      />
      <CandidateFilter page={page} />
      <Select<string>
        id="audit-action"
        clearable
        search
        className="hr-toolbar__select hr-toolbar__select--wide"
        placeholder={t('filters.allActions')}
        aria-label={t('filters.action')}
        value={list.text('action') || undefined}
        onChange={(value) => list.set({ action: value })}
        options={page.actions}
      />
      <div className="audit-toolbar__dates">
        {(['from', 'to'] as const).map((edge) => (
          <DateInput
            key={edge}
            id={`audit-${edge}`}
            label={t(`filters.${edge}`)}
            placeholder={t(`filters.${edge}`)}
            value={list.text(edge) || undefined}
            onChange={(value) => list.set({ [edge]: value })}
          />
        ))}
      </div>
      <Select<number>
        id="audit-size"
        className="audit-toolbar__size"
        aria-label={t('filters.pageSize')}
        value={list.pageSize}
        onChange={(value) => list.set({ size: value === 10 ? undefined : value })}
        options={PAGE_SIZES.map((size) => ({ value: size, label: t('filters.perPage', { count: size }) }))}
      />
    </>
  );
};

/** /hr/audit: who read or changed what of whose data, filtered, a page at a time, and its CSV export. */
export const HrAuditPage = () => {
  const { t } = useTranslation('audit');
  const { Button } = useKit();
  const page = useAuditPage();
  const columns = useColumns(page);
  const rows = page.log.data && {
    list: page.log.data.list.map((entry) => ({ ...entry, id: entry.seq })),
    recordcount: page.log.data.recordcount,
  };
  return (
    <HrListPage<TRow>
      texts="audit:page"
      list={page.list}
      query={{ data: rows, isFetching: page.log.isFetching }}
      extra={
        <Button kind="primary" loading={page.exportCsv.pending} onClick={page.exportCsv.start}>
          {t('export')}
        </Button>
      }
      toolbar={<AuditFilters page={page} />}
      columns={columns}
    />
  );
};
