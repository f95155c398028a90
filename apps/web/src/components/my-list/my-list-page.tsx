import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useKit } from '../../lib/kit/kit.ts';
import type { TMyListTexts, TMyListView } from './my-list.ts';
import './my-list.css';

interface TProps {
  view: TMyListView;
  skeletonRows: number;
  /** When the page lives in the address, the pager's steps are links to it; otherwise buttons. */
  pageHref?: (page: number) => string;
  /** The list itself, drawn once the page is ready. */
  children: ReactNode;
}

/** The title of a page of the candidate's own list, with how many it holds (both kits). */
const MyListHead = ({ texts }: { texts: TMyListTexts }) => (
  <header className="my-list-page__head">
    <h1 className="my-list-page__title">{texts.title}</h1>
    {texts.count !== undefined && <p className="my-list-page__count">{texts.count}</p>}
  </header>
);

/** The line under the list that leads on (to the alerts from saved jobs, and back). */
const MyListNote = ({ texts }: { texts: TMyListTexts }) =>
  texts.note ? (
    <p className="my-list-page__note">
      <Link to={texts.note.href}>{texts.note.text}</Link>
    </p>
  ) : null;

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
