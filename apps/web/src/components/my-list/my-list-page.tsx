import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useKit } from '../../lib/kit/kit.ts';
import type { TMyListView } from './my-list.ts';
import { MyListHead, MyListNote } from './my-list-parts.tsx';
import './my-list.css';

interface TProps {
  view: TMyListView;
  skeletonRows: number;
  /** When the page lives in the address, the pager's steps are links to it; otherwise buttons. */
  pageHref?: (page: number) => string;
  /** The list itself, drawn once the page is ready. */
  children: ReactNode;
}

/** A page of the candidate's own list (saved jobs, job alerts): its states and its pages. */
export const MyListPage = ({ view, skeletonRows, pageHref, children }: TProps) => {
  const { t } = useTranslation('jobs');
  const { Button, Empty, Result, Skeleton, device } = useKit();
  const { texts } = view;
  const step = (to: number, enabled: boolean, label: string) => {
    if (pageHref) return enabled ? <Link to={pageHref(to)}>{label}</Link> : <span />;
    return (
      <Button disabled={!enabled} onClick={() => view.setPage(to)}>
        {label}
      </Button>
    );
  };
  return (
    <div className={`my-list-page my-list-page--${device}`}>
      <MyListHead texts={texts} />
      {view.status === 'loading' && <Skeleton rows={skeletonRows} title={false} />}
      {view.status === 'error' && (
        <Result
          status="error"
          title={view.errorMessage}
          action={<Button onClick={view.retry}>{t('common:errors.retry')}</Button>}
        />
      )}
      {view.status === 'empty' && (
        <Empty title={texts.empty.text} action={<Link to={texts.empty.href}>{texts.empty.action}</Link>} />
      )}
      {view.status === 'ready' && (
        <>
          {children}
          {view.pages > 1 && (
            <nav className="my-list-page__pager" aria-label={t('saved.pages')}>
              {step(view.page - 1, view.page > 1, t('saved.previous'))}
              <span>{t('saved.pageOf', { page: view.page, pages: view.pages })}</span>
              {step(view.page + 1, view.page < view.pages, t('saved.next'))}
            </nav>
          )}
          <MyListNote texts={texts} />
        </>
      )}
    </div>
  );
};
