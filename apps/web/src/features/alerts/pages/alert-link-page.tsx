import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useAlertLink, type TAlertLinkOutcome } from '../hooks/use-alert-link.ts';
import '../components/alerts.css';

const STATUS: Record<Exclude<TAlertLinkOutcome, 'loading'>, 'success' | 'info' | 'warning' | 'error'> = {
  confirmed: 'success',
  unsubscribed: 'info',
  expired: 'warning',
  invalid: 'warning',
  failed: 'error',
};

/** The alert a link was about: its search, how often, and where to (partly hidden). */
const AlertLinkDetails = ({
  details,
}: {
  details: NonNullable<ReturnType<typeof useAlertLink>['details']>;
}) => {
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

/** The page a confirmation or unsubscribe link opens; no sign-in needed. */
export const AlertLinkPage = () => {
  const { t } = useTranslation('jobs');
  const { Button, Result, Spinner, device } = useKit();
  const view = useAlertLink();
  if (view.outcome === 'loading') {
    return (
      <div className={`alert-link-page alert-link-page--${device} alert-link-page--loading`} role="status">
        <Spinner />
        <p>{view.title}</p>
      </div>
    );
  }
  return (
    <div className={`alert-link-page alert-link-page--${device}`}>
      <Result
        status={STATUS[view.outcome]}
        title={<h1 className="alert-link-page__title">{view.title}</h1>}
        text={view.text}
        action={
          <div className="alert-link-page__actions">
            <Link to={view.jobsHref} className="alert-link-page__browse">
              {t('detail.browse')}
            </Link>
            {view.retry && (
              <Button block onClick={view.retry}>
                {t('common:errors.retry')}
              </Button>
            )}
          </div>
        }
      />
      {view.details && <AlertLinkDetails details={view.details} />}
    </div>
  );
};
