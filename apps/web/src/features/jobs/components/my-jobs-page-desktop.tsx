import type { ReactNode } from 'react';
import { Alert, Button, Empty, Pagination, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TMyJobsListView } from '../hooks/my-jobs-list.ts';
import { MyJobsHead, MyJobsNote } from './my-jobs-parts.tsx';
import './jobs.css';
import './alerts.css';

interface TProps {
  view: TMyJobsListView;
  skeletonRows: number;
  /** The list itself, drawn once the page is ready. */
  children: ReactNode;
}

/** A page of the candidate's own list (saved jobs, job alerts) with antd: its states and its pages. */
export const MyJobsPageDesktop = ({ view, skeletonRows, children }: TProps) => {
  const { t } = useTranslation('jobs');
  const { texts } = view;
  return (
    <div className="site-container my-jobs-page">
      <MyJobsHead texts={texts} />
      {view.status === 'loading' && <Skeleton active paragraph={{ rows: skeletonRows }} />}
      {view.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title={view.errorMessage}
          action={<Button onClick={view.retry}>{t('common:errors.retry')}</Button>}
        />
      )}
      {view.status === 'empty' && (
        <Empty description={texts.empty.text}>
          <Link to={texts.empty.href}>{texts.empty.action}</Link>
        </Empty>
      )}
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
          <MyJobsNote texts={texts} />
        </>
      )}
    </div>
  );
};
