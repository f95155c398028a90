import { translate, type TConsentPurpose } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { toHeaderLang, useLanguage } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useMyConsents, useMyDataAccessLog, useSaveConsents } from '../api/consents.ts';

/** "Who has seen your data": the HR members' reads and changes, each time in the reader's own zone. */
export const useAccessLog = () => {
  const language = useLanguage();
  const log = useMyDataAccessLog();
  const entries = log.data?.pages.flatMap((page) => page.list) ?? [];
  return {
    loading: log.isPending,
    failed: log.isError,
    entries: entries.map((entry, index) => ({
      key: `${entry.at} ${index}`,
      who: entry.who,
      role: entry.role,
      what: entry.what,
      when: formatDateTime(entry.at, language, { date: 'short' }),
    })),
    total: log.data?.pages[0]?.recordcount ?? 0,
    more: log.hasNextPage ? { loading: log.isFetchingNextPage, load: () => void log.fetchNextPage() } : null,
  };
};

/** Each purpose's answer, the policy it was given under, and a switch that changes it. */
export const useConsents = () => {
  const { t } = useTranslation('privacy');
  const language = useLanguage();
  const consents = useMyConsents();
  const save = useSaveConsents();
  const current = consents.data?.policyVersion;
  const stateOf = (c: { granted: boolean; policyVersion: string | null; at: string | null }) => {
    if (!c.policyVersion) return t('consents.never');
    const values = {
      version: c.policyVersion,
      date: c.at ? formatDateTime(c.at, language, { date: 'short' }) : '',
    };
    const text = c.granted ? t('consents.given', values) : t('consents.withdrawn', values);
    return c.policyVersion === current ? text : `${text} ${t('consents.older', { version: current })}`;
  };
  return {
    loading: consents.isPending,
    failed: consents.isError,
    policyVersion: current,
    items: (consents.data?.consents ?? []).map((c) => ({
      purpose: c.purpose,
      granted: c.granted,
      state: stateOf(c),
      // Applying is refused once this consent is withdrawn (the server's rule and text).
      warning:
        c.purpose === 'application' && !c.granted && c.policyVersion
          ? translate('privacy.applicationConsentWithdrawn', toHeaderLang(language))
          : undefined,
    })),
    saving: save.isPending ? save.variables : undefined,
    change: (purpose: TConsentPurpose, granted: boolean) => save.mutate({ [purpose]: granted }),
  };
};
