import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { AlertLinkDetails } from '../components/alert-link-details.tsx';
import { useAlertLink, type TAlertLinkOutcome } from '../hooks/use-alert-link.ts';
import '../components/alerts.css';

const STATUS: Record<Exclude<TAlertLinkOutcome, 'loading'>, 'success' | 'info' | 'warning' | 'error'> = {
  confirmed: 'success',
  unsubscribed: 'info',
  expired: 'warning',
  invalid: 'warning',
  failed: 'error',
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
