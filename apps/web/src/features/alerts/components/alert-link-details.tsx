import { useTranslation } from '../../../lib/use-translation.tsx';

interface TProps {
  details: { criteria: string; frequency: string; address: string };
}

/** The alert a link was about: its search, how often, and where to (partly hidden). */
export const AlertLinkDetails = ({ details }: TProps) => {
  const { t } = useTranslation('jobs');
  return (
    <dl className="alert-link-details">
      <dt>{t('alerts.criteria')}</dt>
      <dd>{details.criteria}</dd>
      <dt>{t('alerts.frequencyLabel')}</dt>
      <dd>{details.frequency}</dd>
      <dt>{t('alerts.link.address')}</dt>
      <dd>{details.address}</dd>
    </dl>
  );
};
