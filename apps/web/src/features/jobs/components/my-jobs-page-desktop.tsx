import type { ReactNode } from 'react';
import { Alert, Button, Empty, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMyJobsListView } from '../hooks/my-jobs-list.ts';
import './jobs.css';
import './alerts.css';

interface TProps {
  view: TMyJobsListView;
  title: string;
  /** Under the title; left out while there is nothing to count. */
  count: string | undefined;
  empty: { text: string; link: ReactNode };
  skeletonRows: number;
  /** The list itself, drawn once the page is ready. */
  children: ReactNode;
  /** Below the list and its pages. */
  note?: ReactNode;
}

/** A page of the candidate's own list (saved jobs, job alerts) with antd: its states and its pages. */
export const MyJobsPageDesktop = ({ view, title, count, empty, skeletonRows, children, note }: TProps) => {
  const { t } = useTranslation('jobs');
  return (
    <div className="site-container my-jobs-page">
      <header className="my-jobs-page__head">
        <h1 className="my-jobs-page__title">{title}</h1>
        {count !== undefined && <p className="my-jobs-page__count">{count}</p>}
      </header>
      {view.status === 'loading' && <Skeleton active paragraph={{ rows: skeletonRows }} />}
      {view.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title={view.errorMessage}
          action={<Button onClick={view.retry}>{t('common:errors.retry')}</Button>}
        />
      )}
      {view.status === 'empty' && <Empty description={empty.text}>{empty.link}</Empty>}
      {view.status === 'ready' && (
        <>
          {children}
          {view.pages > 1 && (
            <Pagination
              className="jobs-results__pagination"
              align="center"
              current={view.page}
              pageSize={view.pageSize}
              total={view.total}
              showSizeChanger={false}
              onChange={view.setPage}
            />
          )}
          {note && <p className="my-jobs-page__note">{note}</p>}
        </>
      )}
    </div>
  );
};
