import { useTranslation } from '../../../lib/use-translation.tsx';
import { getRuntimeConfig } from '../../../config/runtime-config.ts';
import { paths } from '../../../config/paths.ts';

/** Only in the demo (config.devOutbox): where a person trying it reads the codes "sent" to them. */
export const DevOutboxLink = () => {
  const { t } = useTranslation('accounts');
  if (!getRuntimeConfig().devOutbox) return null;
  return (
    <p className="account-dev-outbox">
      {t('actions.devOutboxHint')}{' '}
      <a href={paths.devOutbox.getHref()} target="_blank" rel="noopener" className="account-dev-outbox__link">
        {t('actions.devOutbox')}
      </a>
    </p>
  );
};
