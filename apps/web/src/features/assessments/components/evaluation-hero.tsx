import { useTranslation } from 'react-i18next';

export const EvaluationHero = () => {
  const { t } = useTranslation('assessments');
  return (
    <section className="assess-hero">
      <div className="site-container">
        <h1 className="assess-hero__title">{t('center.title')}</h1>
        <p className="assess-hero__text">{t('center.subtitle')}</p>
      </div>
    </section>
  );
};
