import { useTranslation } from '../../lib/use-translation.tsx';
import { changeLanguage, getOtherLanguage, i18n, normalizeLanguage } from '../../lib/i18n.ts';
import { notify } from '../../lib/notify.ts';

const SWITCHED_KEY = 'TMP-language-switched';
const NOTICE_MS = 1500;

/**
 * The toggle shows the other language's name (spec §2). Desktop reloads so every server text follows
 * (spec §4); the confirmation is shown after the reload, where the user can actually read it.
 */
export const useLanguageSwitch = (reload: boolean) => {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.language) ?? 'en-US';
  const next = getOtherLanguage(current);

  const switchLanguage = async () => {
    await changeLanguage(next);
    if (reload) {
      sessionStorage.setItem(SWITCHED_KEY, next);
      window.location.reload();
      return;
    }
    notify.success(t('language.switched', { lng: next }), NOTICE_MS);
  };

  return { label: t(`language.${next}`), switchLanguage };
};

/** Shows the confirmation of a switch that reloaded the page; call once a notifier is registered. */
export const announceLanguageSwitch = (): void => {
  if (!sessionStorage.getItem(SWITCHED_KEY)) return;
  sessionStorage.removeItem(SWITCHED_KEY);
  notify.success(i18n.t('language.switched'), NOTICE_MS);
};
