import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { AppErrorCode } from '@tmp/contracts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { confirmJobAlert, unsubscribeJobAlert } from '../api/alerts.ts';

export type TAlertLinkKind = 'confirm' | 'unsubscribe';

export type TAlertLinkOutcome = 'loading' | 'confirmed' | 'unsubscribed' | 'expired' | 'invalid' | 'failed';

/**
 * The landing page of a confirmation or unsubscribe link: it calls the server once and says in plain words
 * what happened, with the alert's search, frequency and (partly hidden) address.
 */
export const useAlertLink = () => {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const kind: TAlertLinkKind =
    useLocation().pathname.replace(/\/+$/, '').toLowerCase() === paths.alertUnsubscribe.path
      ? 'unsubscribe'
      : 'confirm';
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const link = useQuery({
    queryKey: ['jobs', 'alerts', 'link', kind, token, language],
    queryFn: ({ signal }) =>
      kind === 'confirm' ? confirmJobAlert(token, signal) : unsubscribeJobAlert(token, signal),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const code = link.error instanceof ApiError ? link.error.code : undefined;
  const outcome: TAlertLinkOutcome = !token
    ? 'invalid'
    : link.isPending
      ? 'loading'
      : link.isSuccess
        ? kind === 'confirm'
          ? 'confirmed'
          : 'unsubscribed'
        : code === AppErrorCode.AlertLinkExpired || code === AppErrorCode.AlertUnsubscribed
          ? 'expired'
          : code === AppErrorCode.AlertLinkInvalid || code === AppErrorCode.Validation
            ? 'invalid'
            : 'failed';

  const alert = link.data;
  return {
    kind,
    outcome,
    title:
      outcome === 'loading'
        ? t('results.loading')
        : outcome === 'failed'
          ? t('common:errors.loadFailed')
          : t(`alerts.link.${outcome}.title`),
    /** What happened: the server's words when it refused for a reason of its own, else ours. */
    text:
      outcome === 'loading'
        ? ''
        : outcome === 'failed'
          ? (link.error?.message ?? t('common:errors.tryLater'))
          : outcome === 'expired'
            ? (link.error?.message ?? t('alerts.link.expired.text'))
            : t(`alerts.link.${outcome}.text`),
    details: alert
      ? {
          criteria: alert.labels.join(' · ') || t('alerts.allJobs'),
          frequency: t(`alerts.frequency.${alert.frequency}`),
          address: alert.address,
        }
      : undefined,
    retry: outcome === 'failed' ? () => void link.refetch() : undefined,
    jobsHref: paths.position.getHref(),
    alertsHref: paths.alerts.getHref(),
  };
};
