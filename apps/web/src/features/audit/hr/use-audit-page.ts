import { AUDIT_ACTIONS, Role, type TAuditQuery } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useListParams, type TListParams } from '../../../components/console/use-list-params.ts';
import { useAuditLog, useExportAuditLog, useTeamChoices } from './api.ts';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a day (YYYY-MM-DD) in HR's own zone, as the ISO time the server filters by. */
const startOfDay = (day: string, addDays = 0): string | undefined => {
  if (!DAY.test(day)) return undefined;
  const at = new Date(`${day}T00:00:00`);
  if (Number.isNaN(at.getTime())) return undefined;
  at.setDate(at.getDate() + addDays);
  return at.toISOString();
};

/** The address's filters as the server reads them: `to` is the day after the last day shown. */
const auditFilters = (list: TListParams): Omit<TAuditQuery, 'pageIndex' | 'pageSize'> => ({
  userId: list.int('userId'),
  candidateId: list.int('candidateId'),
  action: list.text('action') || undefined,
  from: startOfDay(list.text('from')),
  to: startOfDay(list.text('to'), 1),
});

/** /hr/audit: one page of the log under the address's filters, the choices of the filters, and the export. */
export const useAuditPage = () => {
  const { t } = useTranslation('audit');
  const format = useHrFormat();
  const list = useListParams();
  const filters = auditFilters(list);
  const log = useAuditLog({ pageIndex: list.page, pageSize: list.pageSize, ...filters });
  const team = useTeamChoices();
  const exporting = useExportAuditLog();
  /** An action's name in the language: the log's own list is translated, a path-named change shown as it is. */
  const actionName = (action: string, fallback: string) =>
    (AUDIT_ACTIONS as readonly string[]).includes(action) ? t(`actions.${action}`) : fallback;
  return {
    format,
    list,
    log,
    actionName,
    /** The roles of a member in the language, e.g. "HR manager, Customer administrator". */
    roleNames: (roles: number[]) =>
      roles
        .filter((role) => role !== Role.Candidate)
        .map((role) => t(`roles.${role}`))
        .join(t('roles.separator')),
    members:
      team.data?.list.map((m) => ({ value: m.userId, label: m.displayName || m.email || `#${m.userId}` })) ??
      [],
    membersLoading: team.isFetching,
    actions: AUDIT_ACTIONS.map((action) => ({ value: action, label: actionName(action, action) })),
    exportCsv: { pending: exporting.isPending, start: () => exporting.mutate(filters) },
  };
};

export type TAuditPage = ReturnType<typeof useAuditPage>;
