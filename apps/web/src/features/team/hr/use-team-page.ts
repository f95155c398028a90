import { useState } from 'react';
import { Role, TEAM_MEMBER_STATUSES, type TTeamMember, type TTeamMemberStatus } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useListParams } from '../../../components/console/use-list-params.ts';
import { useDeactivateMember, useResendInvitation, useTeamMembers } from './api.ts';

/** A member as a row of the list (the table keys its rows by `id`). */
export type TMemberRow = TTeamMember & { id: number };

/** The roles' names, in the order the team knows them. */
const ROLE_KEYS: Record<number, string> = {
  [Role.CustomerAdmin]: 'admin',
  [Role.HrManager]: 'manager',
  [Role.Recruiter]: 'recruiter',
  [Role.Interviewer]: 'interviewer',
};
const ROLE_ORDER = [Role.CustomerAdmin, Role.HrManager, Role.Recruiter, Role.Interviewer] as number[];

const statusOf = (value: string) =>
  (TEAM_MEMBER_STATUSES as readonly string[]).includes(value) ? (value as TTeamMemberStatus) : undefined;

/**
 * /hr/team: one page of the HR team under the keyword and status of the address, the member dialog (an
 * invitation, or one member's roles and sites), deactivating a member once confirmed and resending an
 * invitation. A refusal (the last administrator) is shown by the console's calls and changes nothing.
 */
export const useTeamPage = () => {
  const { t } = useTranslation('team');
  const format = useHrFormat();
  const list = useListParams();
  const confirm = useKit().useConfirm();
  const status = statusOf(list.text('status'));
  const members = useTeamMembers({
    pageIndex: list.page,
    pageSize: list.pageSize,
    keyword: list.text('keyword') || undefined,
    status,
  });
  const deactivate = useDeactivateMember();
  const resend = useResendInvitation();
  // null: the invitation; a member: their roles and sites; undefined: closed.
  const [editing, setEditing] = useState<TTeamMember | null | undefined>(undefined);
  const data = members.data && {
    ...members.data,
    list: members.data.list.map((member) => ({ ...member, id: member.userId })),
  };

  const askDeactivate = async (member: TTeamMember) => {
    const confirmed = await confirm({
      title: t('deactivate.title', { name: member.displayName || member.email }),
      content: t('deactivate.text'),
      confirmText: t('deactivate.confirm'),
      cancelText: t('common.cancel'),
      danger: true,
    });
    if (confirmed) await deactivate.mutateAsync(member.userId).catch(() => undefined);
  };

  return {
    format,
    list,
    members: { data, isFetching: members.isFetching },
    status,
    statuses: TEAM_MEMBER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
    roleNames: (roles: readonly number[]) =>
      ROLE_ORDER.filter((role) => roles.includes(role)).map((role) => t(`roles.${ROLE_KEYS[role]}`)),
    dialog: { open: editing !== undefined, member: editing ?? null, close: () => setEditing(undefined) },
    invite: () => setEditing(null),
    edit: (member: TTeamMember) => setEditing(member),
    deactivate: (member: TTeamMember) => void askDeactivate(member),
    deactivating: deactivate.isPending ? deactivate.variables : undefined,
    resend: (userId: number) => void resend.mutateAsync(userId).catch(() => undefined),
    resending: resend.isPending ? resend.variables : undefined,
  };
};
