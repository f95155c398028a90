import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  HR_EXPORT_AUDIT_LOG_PATH,
  hrQueryAuditLogRoute,
  teamQueryMembersRoute,
  type TAuditQuery,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useListPage } from '../../../lib/console-api.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** One page of the audit log under the filters. */
export const useAuditLog = (query: TAuditQuery) => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['hr', 'audit', language, query],
    queryFn: ({ signal }) => api.callData(hrQueryAuditLogRoute, { query }, { msg: 'error', signal }),
    placeholderData: keepPreviousData,
  });
};

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
