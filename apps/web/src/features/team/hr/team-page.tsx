import type { TRolePreset, TTeamMemberStatus } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit, type TTableColumn, type TTagProps } from '../../../lib/kit/kit.ts';
import { FormField } from '../../../lib/form/form.tsx';
import { ACTIONS_COLUMN, HrListPage, SearchFilter } from '../../../components/console/list-page.tsx';
import { FormModal } from '../../../components/console/form-modal.tsx';
import { useMemberForm } from './use-member-form.ts';
import { useTeamPage, type TMemberRow } from './use-team-page.ts';
import './team.css';

type TPage = ReturnType<typeof useTeamPage>;

const STATUS_TONES: Record<TTeamMemberStatus, NonNullable<TTagProps['tone']>> = {
  invited: 'orange',
  active: 'green',
  deactivated: 'default',
};

/** What can be done to a member: change their roles, send the invitation again, deactivate them. */
const MemberActions = ({ page, row }: { page: TPage; row: TMemberRow }) => {
  const { t } = useTranslation('team');
  const { Button } = useKit();
  if (row.status === 'deactivated') return null;
  const name = row.displayName || row.email || '';
  return (
    <div className="team-actions">
      <Button quiet onClick={() => page.edit(row)} aria-label={t('actions.editFor', { name })}>
        {t('actions.edit')}
      </Button>
      {row.status === 'invited' && (
        <Button
          quiet
          loading={page.resending === row.userId}
          onClick={() => page.resend(row.userId)}
          aria-label={t('actions.resendFor', { name })}
        >
          {t('actions.resend')}
        </Button>
      )}
      <Button
        kind="danger"
        quiet
        loading={page.deactivating === row.userId}
        onClick={() => page.deactivate(row)}
        aria-label={t('actions.deactivateFor', { name })}
      >
        {t('actions.deactivate')}
      </Button>
    </div>
  );
};

/** A member's name over their email. */
const MemberName = ({ row }: { row: TMemberRow }) => {
  const { t } = useTranslation('team');
  return (
    <div className="team-member">
      <span className="team-member__name">{row.displayName || t('noName')}</span>
      {row.email && <span className="hr-table__secondary">{row.email}</span>}
    </div>
  );
};

const RoleTags = ({ page, row }: { page: TPage; row: TMemberRow }) => {
  const { Tag } = useKit();
  return (
    <div className="team-tags">
      {page.roleNames(row.roles).map((name) => (
        <Tag key={name} tone="blue">
          {name}
        </Tag>
      ))}
    </div>
  );
};

const StatusOf = ({ row }: { row: TMemberRow }) => {
  const { t } = useTranslation('team');
  const { Tag } = useKit();
  return <Tag tone={STATUS_TONES[row.status]}>{t(`statuses.${row.status}`)}</Tag>;
};

const sitesOf = (row: TMemberRow) => row.sites.map((site) => site.name).join(', ');

/** On a phone, everything about a member and what can be done to them in one cell, in the phone's width. */
const MemberSummary = ({ page, row }: { page: TPage; row: TMemberRow }) => {
  const { t } = useTranslation('team');
  return (
    <div className="team-summary">
      <MemberName row={row} />
      <div className="team-tags">
        <StatusOf row={row} />
        <RoleTags page={page} row={row} />
      </div>
      {row.sites.length > 0 && <span className="hr-table__secondary">{sitesOf(row)}</span>}
      <span className="hr-table__secondary">
        {t('columns.lastSignIn')}: {row.lastSignInAt ? page.format.date(row.lastSignInAt) : t('never')}
      </span>
      <MemberActions page={page} row={row} />
    </div>
  );
};

const useColumns = (page: TPage): TTableColumn<TMemberRow>[] => {
  const { t } = useTranslation('team');
  const { device } = useKit();
  const actions: TTableColumn<TMemberRow> = {
    key: ACTIONS_COLUMN,
    title: t('columns.actions'),
    cell: (row) => <MemberActions page={page} row={row} />,
  };
  if (device === 'mobile') {
    return [
      { key: 'member', title: t('columns.member'), cell: (row) => <MemberSummary page={page} row={row} /> },
    ];
  }
  return [
    { key: 'member', title: t('columns.member'), cell: (row) => <MemberName row={row} /> },
    { key: 'roles', title: t('columns.roles'), cell: (row) => <RoleTags page={page} row={row} /> },
    { key: 'sites', title: t('columns.sites'), cell: (row) => sitesOf(row) || '—' },
    { key: 'status', title: t('columns.status'), cell: (row) => <StatusOf row={row} /> },
    {
      key: 'lastSignInAt',
      title: t('columns.lastSignIn'),
      cell: (row) => (row.lastSignInAt ? page.format.date(row.lastSignInAt, true) : t('never')),
    },
    actions,
  ];
};

/** The filters above the list: a keyword (name or email) and a status. */
const TeamFilters = ({ page }: { page: TPage }) => {
  const { t } = useTranslation('team');
  const { Select } = useKit();
  return (
    <>
      <SearchFilter list={page.list} placeholder={t('search')} />
      <Select<TTeamMemberStatus>
        id="team-status"
        clearable
        className="hr-toolbar__select"
        placeholder={t('allStatuses')}
        aria-label={t('columns.status')}
        value={page.status}
        onChange={(value) => page.list.set({ status: value })}
        options={page.statuses}
      />
    </>
  );
};

/**
 * Invites a member by email (`member` null), or changes a member's roles: a role preset, and the sites of a
 * recruiter.
 */
const MemberDialog = ({ dialog: { open, member, close } }: { dialog: TPage['dialog'] }) => {
  const { t } = useTranslation('team');
  const { Choice, Input, MultiSelect } = useKit();
  const memberForm = useMemberForm(open, member);
  const name = member ? member.displayName || member.email || '' : '';
  return (
    <FormModal
      open={open}
      form={memberForm.form}
      name="team"
      title={memberForm.isInvite ? t('form.inviteTitle') : t('form.editTitle', { name })}
      okText={memberForm.isInvite ? t('form.invite') : t('form.save')}
      pending={memberForm.pending}
      send={memberForm.send}
      onClose={close}
      lead={memberForm.isInvite ? t('form.inviteLead') : member?.email}
    >
      {memberForm.isInvite && (
        <FormField name="email" label={t('form.email')} required>
          {(control) => (
            <Input
              {...control}
              value={control.value ?? ''}
              type="email"
              inputMode="email"
              autoComplete="off"
            />
          )}
        </FormField>
      )}
      <FormField name="preset" label={t('form.role')} required group hint={memberForm.presetHint}>
        {(control) => (
          <Choice<TRolePreset>
            value={control.value}
            onChange={control.onChange}
            options={memberForm.presets}
            aria-label={t('form.role')}
          />
        )}
      </FormField>
      {memberForm.showSites && (
        <FormField name="siteIds" label={t('form.sites')} required hint={t('form.sitesHint')}>
          {(control) => (
            <MultiSelect<number>
              {...control}
              value={(control.value as number[] | undefined) ?? []}
              options={memberForm.sites.options}
              loading={memberForm.sites.loading}
              placeholder={t('form.sitesPlaceholder')}
            />
          )}
        </FormField>
      )}
    </FormModal>
  );
};

/** /hr/team: the customer's HR team, inviting a member, and changing or ending a member's access. */
export const HrTeamPage = () => {
  const { t } = useTranslation('team');
  const { Button } = useKit();
  const page = useTeamPage();
  const columns = useColumns(page);
  return (
    <HrListPage<TMemberRow>
      texts="team:list"
      list={page.list}
      query={page.members}
      extra={
        <Button kind="primary" onClick={page.invite}>
          {t('actions.invite')}
        </Button>
      }
      toolbar={<TeamFilters page={page} />}
      columns={columns}
    >
      <MemberDialog key={page.dialog.member?.userId ?? 0} dialog={page.dialog} />
    </HrListPage>
  );
};
