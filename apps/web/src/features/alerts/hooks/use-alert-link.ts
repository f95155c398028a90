import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TFunction } from '../../../lib/translator.ts';
import { AppErrorCode } from '@tmp/contracts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { confirmJobAlert, unsubscribeJobAlert } from '../api/alerts.ts';

export type TAlertLinkKind = 'confirm' | 'unsubscribe';

export type TAlertLinkOutcome = 'loading' | 'confirmed' | 'unsubscribed' | 'expired' | 'invalid' | 'failed';

/** Calls the server once for the link's token (never again on focus or failure). */
const useLinkQuery = (kind: TAlertLinkKind, token: string) => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['jobs', 'alerts', 'link', kind, token, language],
    queryFn: ({ signal }) =>
      kind === 'confirm' ? confirmJobAlert(token, signal) : unsubscribeJobAlert(token, signal),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
};

type TLinkQuery = ReturnType<typeof useLinkQuery>;

const outcomeOf = (kind: TAlertLinkKind, token: string, link: TLinkQuery): TAlertLinkOutcome => {
  if (!token) return 'invalid';
  if (link.isPending) return 'loading';
  if (link.isSuccess) return kind === 'confirm' ? 'confirmed' : 'unsubscribed';
  const code = link.error instanceof ApiError ? link.error.code : undefined;
  if (code === AppErrorCode.AlertLinkExpired || code === AppErrorCode.AlertUnsubscribed) return 'expired';
  if (code === AppErrorCode.AlertLinkInvalid || code === AppErrorCode.Validation) return 'invalid';
  return 'failed';
};

/** The outcome's title and text: the server's words when it refused for a reason of its own, else ours. */
const textsOf = (outcome: TAlertLinkOutcome, link: TLinkQuery, t: TFunction) => {
  if (outcome === 'loading') return { title: t('results.loading'), text: '' };
  if (outcome === 'failed') {
    return { title: t('common:errors.loadFailed'), text: link.error?.message ?? t('common:errors.tryLater') };
  }
  const text = t(`alerts.link.${outcome}.text`);
  return {
    title: t(`alerts.link.${outcome}.title`),
    text: outcome === 'expired' ? (link.error?.message ?? text) : text,
  };
};

/**
 * The landing page of a confirmation or unsubscribe link: it calls the server once and says in plain words
 * what happened, with the alert's search, frequency and (partly hidden) address.
 */
export const useAlertLink = () => {
  const { t } = useTranslation('jobs');
  const kind: TAlertLinkKind =
    useLocation().pathname.replace(/\/+$/, '').toLowerCase() === paths.alertUnsubscribe.path
      ? 'unsubscribe'
      : 'confirm';
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const link = useLinkQuery(kind, token);
  const outcome = outcomeOf(kind, token, link);
  const alert = link.data;
  return {
    kind,
    outcome,
    ...textsOf(outcome, link, t),
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
