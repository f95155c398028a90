import { useTranslation } from '../../../lib/use-translation.tsx';

const HELD = ['account', 'resume', 'applications', 'assessments', 'visits'] as const;
const CONSEQUENCES = ['removed', 'kept', 'again'] as const;

/** What the portal holds about the user, in plain words (PIPL / GDPR right to know). */
export const HeldData = () => {
  const { t } = useTranslation('privacy');
  return (
    <section className="privacy-section" aria-labelledby="privacy-held">
      <h2 id="privacy-held" className="privacy-section__title">
        {t('held.title')}
      </h2>
      <ul className="privacy-list">
        {HELD.map((key) => (
          <li key={key}>{t(`held.${key}`)}</li>
        ))}
      </ul>
    </section>
  );
};

/** What deleting the account removes and what stays, said before the user is asked to confirm. */
export const DeleteConsequences = () => {
  const { t } = useTranslation('privacy');
  return (
    <>
      <p className="privacy-section__text">{t('delete.text')}</p>
      <ul className="privacy-list">
        {CONSEQUENCES.map((key) => (
          <li key={key}>{t(`delete.${key}`)}</li>
        ))}
      </ul>
    </>
  );
};
