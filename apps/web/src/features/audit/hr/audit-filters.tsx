import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { PAGE_SIZES, type TAuditPage } from './use-audit-page.ts';

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
export const AuditFilters = ({ page }: { page: TAuditPage }) => {
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
