import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { MAX_ALERTS_PER_PERSON, type TAlertStatus, type TJobAlert } from '@tmp/contracts';
import { paths } from '../../../config/paths.ts';
import { deleteJobAlert, MY_ALERTS_KEY, queryMyAlerts } from '../api/alerts.ts';
import { myListView } from '../../../components/my-list/my-list.ts';
import { usePositionFormat } from '../../../lib/use-position-format.ts';

// A person has at most MAX_ALERTS_PER_PERSON live alerts; old cancelled ones may be listed too.
export const MY_ALERTS_PAGE_SIZE = 20;

/** Confirmed alerts are shown as such; the others as waiting or ended. */
const TONES: Record<TAlertStatus, 'green' | 'orange' | 'default'> = {
  active: 'green',
  pending: 'orange',
  expired: 'default',
  unsubscribed: 'default',
};

const searchHrefOf = (alert: TJobAlert): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(alert.criteria)) {
    if (value !== undefined && value !== '' && key !== 'site') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${paths.position.path}?${text}` : paths.position.path;
};

/** The signed-in candidate's job alerts and their deletion. */
export const useMyAlerts = () => {
  const { t } = useTranslation('jobs');
  const format = usePositionFormat();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...MY_ALERTS_KEY, format.language, page],
    queryFn: ({ signal }) => queryMyAlerts(page, MY_ALERTS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: deleteJobAlert,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MY_ALERTS_KEY });
      if (list.data?.list.length === 1 && page > 1) setPage(page - 1);
    },
  });

  const toRow = (alert: TJobAlert) => ({
    id: alert.id,
    criteria: alert.labels.join(' · ') || t('alerts.allJobs'),
    frequency: t(`alerts.frequency.${alert.frequency}`),
    status: alert.status,
    statusText: t(`alerts.status.${alert.status}`),
    tone: TONES[alert.status],
    address: alert.address,
    createdOn: format.date(alert.createdAt),
    searchHref: searchHrefOf(alert),
    isDeleting: remove.isPending && remove.variables === alert.id,
  });

  const jobsHref = paths.position.getHref();
  return {
    ...myListView(list, { page, pageSize: MY_ALERTS_PAGE_SIZE, setPage }, () => ({
      title: t('myAlerts.title'),
      count: t('myAlerts.intro', { max: MAX_ALERTS_PER_PERSON }),
      empty: { text: t('myAlerts.empty'), action: t('home.search'), href: jobsHref },
      note: { text: t('myAlerts.createMore'), href: jobsHref },
    })),
    rows: (list.data?.list ?? []).map(toRow),
    remove: (id: number) => {
      if (!remove.isPending) remove.mutate(id);
    },
    /** The question asked before deleting an alert, with its answers. */
    deleteConfirm: {
      question: t('myAlerts.deleteConfirm'),
      ok: t('myAlerts.delete'),
      cancel: t('alerts.cancel'),
    },
  };
};

export type TMyAlertsView = ReturnType<typeof useMyAlerts>;
export type TAlertRow = TMyAlertsView['rows'][number];
