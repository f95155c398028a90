import { Button, Result, Spin } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
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

/** The page a confirmation or unsubscribe link opens (desktop); no sign-in needed. */
export const AlertLinkPageDesktop = () => {
  const { t } = useTranslation('jobs');
  const view = useAlertLink();
  if (view.outcome === 'loading') {
    return (
      <div className="site-container alert-link-page alert-link-page--loading" role="status">
        <Spin size="large" />
        <p>{view.title}</p>
      </div>
    );
  }
  return (
    <div className="site-container alert-link-page">
      <Result
        status={STATUS[view.outcome]}
        title={<h1 className="alert-link-page__title">{view.title}</h1>}
        subTitle={view.text}
        extra={[
          <Link key="jobs" to={view.jobsHref} className="alert-link-page__browse">
            {t('detail.browse')}
          </Link>,
          view.retry && (
            <Button key="retry" onClick={view.retry}>
              {t('common:errors.retry')}
            </Button>
          ),
        ]}
      >
        {view.details && <AlertLinkDetails details={view.details} />}
      </Result>
    </div>
  );
};
