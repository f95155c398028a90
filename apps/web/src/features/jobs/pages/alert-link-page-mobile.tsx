import { Button, ErrorBlock, Result, SpinLoading } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { AlertLinkDetails } from '../components/alert-link-details.tsx';
import { useAlertLink } from '../hooks/use-alert-link.ts';
import '../components/alerts.css';

/** The page a confirmation or unsubscribe link opens (phone); no sign-in needed. */
export const AlertLinkPageMobile = () => {
  const { t } = useTranslation('jobs');
  const view = useAlertLink();
  if (view.outcome === 'loading') {
    return (
      <div className="alert-link-page alert-link-page--loading" role="status">
        <SpinLoading />
        <p>{view.title}</p>
      </div>
    );
  }
  const actions = (
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
  );
  const isGood = view.outcome === 'confirmed' || view.outcome === 'unsubscribed';
  return (
    <div className="alert-link-page alert-link-page--mobile">
      {isGood ? (
        <Result
          status={view.outcome === 'confirmed' ? 'success' : 'info'}
          title={<h1 className="alert-link-page__title">{view.title}</h1>}
          description={view.text}
        />
      ) : (
        <ErrorBlock
          status="default"
          title={<h1 className="alert-link-page__title">{view.title}</h1>}
          description={view.text}
        />
      )}
      {view.details && <AlertLinkDetails details={view.details} />}
      {actions}
    </div>
  );
};
