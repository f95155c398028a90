import type { ReactNode } from 'react';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TMyJobsListView } from '../hooks/my-jobs-list.ts';
import { MyJobsHead, MyJobsNote } from './my-jobs-parts.tsx';
import './jobs.css';
import './alerts.css';

interface TProps {
  view: TMyJobsListView;
  skeletonRows: number;
  /** When the page lives in the address, the pager's steps are links to it; otherwise buttons. */
  pageHref?: (page: number) => string;
  /** The list itself, drawn once the page is ready. */
  children: ReactNode;
}

/** A page of the candidate's own list (saved jobs, job alerts) with antd-mobile: its states and its pages. */
export const MyJobsPageMobile = (props: TProps) => {
  const { view, skeletonRows, pageHref, children } = props;
  const { texts } = view;
  const { t } = useTranslation('jobs');
  const step = (to: number, enabled: boolean, label: string) => {
    if (pageHref) return enabled ? <Link to={pageHref(to)}>{label}</Link> : <span />;
    return (
      <Button size="small" disabled={!enabled} onClick={() => view.setPage(to)}>
        {label}
      </Button>
    );
  };
  return (
    <div className="my-jobs-page my-jobs-page--mobile">
      <MyJobsHead texts={texts} />
      {view.status === 'loading' && <Skeleton.Paragraph lineCount={skeletonRows} animated />}
      {view.status === 'error' && (
        <ErrorBlock status="default" title={view.errorMessage} description="">
          <Button color="primary" onClick={view.retry}>
            {t('common:errors.retry')}
          </Button>
        </ErrorBlock>
      )}
      {view.status === 'empty' && (
        <ErrorBlock status="empty" title={texts.empty.text} description="">
          <Link to={texts.empty.href}>{texts.empty.action}</Link>
        </ErrorBlock>
      )}
      {view.status === 'ready' && (
        <>
          {children}
          {view.pages > 1 && (
            <nav className="my-jobs-page__pager" aria-label={t('saved.pages')}>
              {step(view.page - 1, view.page > 1, t('saved.previous'))}
              <span>{t('saved.pageOf', { page: view.page, pages: view.pages })}</span>
              {step(view.page + 1, view.page < view.pages, t('saved.next'))}
            </nav>
          )}
          <MyJobsNote texts={texts} />
        </>
      )}
    </div>
  );
};
