import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { getCustomerName, getTagline } from '../../../config/runtime-config.ts';

/** The branded banner above the job list with its tagline; `children` is the device's search box. */
export const JobsHero = ({ children, compact = false }: { children: ReactNode; compact?: boolean }) => {
  const { t, i18n } = useTranslation('jobs');
  return (
    <section className={`jobs-hero${compact ? ' jobs-hero--compact' : ''}`}>
      <div className="site-container jobs-hero__inner">
        <p className="jobs-hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 className="jobs-hero__title">{t('hero.title', { name: getCustomerName(i18n.language) })}</h1>
        <p className="jobs-hero__subtitle">{getTagline(i18n.language) || t('hero.subtitle')}</p>
        <div className="jobs-hero__search">{children}</div>
      </div>
    </section>
  );
};
