import { useMutation } from '@tanstack/react-query';
import {
  HR_EXPORT_AUDIT_LOG_PATH,
  hrQueryAuditLogRoute,
  teamQueryMembersRoute,
  type TAuditQuery,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useListPage, useListQuery } from '../../../lib/console-api.ts';

/** One page of the audit log under the filters. */
export const useAuditLog = (query: TAuditQuery) => useListQuery(hrQueryAuditLogRoute, ['audit'], query);

/** The HR team, to pick a member whose actions to show (the first 100 is the whole of any real team). */
export const useTeamChoices = () =>
  useListPage(teamQueryMembersRoute, ['team', 'choices'], { pageIndex: 1, pageSize: 100 });

/** Saves the log under the same filters as the server's CSV file. */
export const useExportAuditLog = () =>
  useMutation({
    mutationFn: (filters: Omit<TAuditQuery, 'pageIndex' | 'pageSize'>) =>
      api.download(
        HR_EXPORT_AUDIT_LOG_PATH,
        `audit-log-${new Date().toISOString().slice(0, 10)}.csv`,
        filters,
      ),
  });
