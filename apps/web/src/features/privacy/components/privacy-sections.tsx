import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { DeleteConsequences, HeldData } from './held-data.tsx';
import { AccessLogSection, ConsentsSection } from './privacy-records.tsx';

interface TPrivacySectionsProps {
  /** The device's button that saves the data. */
  downloadAction: ReactNode;
  /** The device's button that opens the deletion form. */
  deleteAction: ReactNode;
}

/**
 * The page's parts, the same on either device: what is held, who has seen it, the consents, its download
 * and the deletion.
 */
export const PrivacySections = ({ downloadAction, deleteAction }: TPrivacySectionsProps) => {
  const { t } = useTranslation('privacy');
  return (
    <>
      <h1 className="privacy-page__title">{t('title')}</h1>
      <p className="privacy-page__intro">{t('intro')}</p>
      <HeldData />
      <AccessLogSection />
      <ConsentsSection />
      <section className="privacy-section" aria-labelledby="privacy-download">
        <h2 id="privacy-download" className="privacy-section__title">
          {t('download.title')}
        </h2>
        <p className="privacy-section__text">{t('download.text')}</p>
        {downloadAction}
      </section>
      <section className="privacy-section privacy-section--danger" aria-labelledby="privacy-delete">
        <h2 id="privacy-delete" className="privacy-section__title">
          {t('delete.title')}
        </h2>
        <DeleteConsequences />
        {deleteAction}
      </section>
    </>
  );
};
