import { Button, ErrorBlock, Skeleton, Tag } from 'antd-mobile';
import { DeleteOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useSavedJobs, type TSavedJobRow } from '../hooks/use-saved-jobs.ts';
import '../components/jobs.css';
import '../components/alerts.css';

const SavedCard = ({ row, onRemove }: { row: TSavedJobRow; onRemove: () => void }) => {
  const { t } = useTranslation('jobs');
  return (
    <li className={`saved-row saved-row--mobile${row.isOpen ? '' : ' is-closed'}`}>
      <h2 className="saved-row__title">
        {row.href ? <Link to={row.href}>{row.title}</Link> : <span>{row.title}</span>}
      </h2>
      <p className="saved-row__meta">
        <EnvironmentOutlined aria-hidden="true" /> {row.location}
      </p>
      <p className="saved-row__meta">{row.salary}</p>
      <p className="saved-row__meta">
        <span className="saved-row__date">{t('saved.savedOn', { date: row.savedOn })}</span>
      </p>
      <div className="saved-row__actions">
        {row.isOpen ? (
          <Link to={row.href!} className="saved-row__view">
            {t('card.view')}
          </Link>
        ) : (
          <Tag color="default" fill="outline" className="saved-row__closed">
            {t('saved.closed')}
          </Tag>
        )}
        <Button
          size="small"
          loading={row.isRemoving}
          aria-label={t('saved.removeLabel', { title: row.title })}
          onClick={onRemove}
        >
          <DeleteOutlined aria-hidden="true" /> {t('saved.remove')}
        </Button>
      </div>
    </li>
  );
};

/** The candidate's saved jobs (phone): page links below the list. */
export const SavedPageMobile = () => {
  const { t } = useTranslation('jobs');
  const view = useSavedJobs();
  const lastPage = Math.ceil(view.total / view.pageSize);
  return (
    <div className="my-jobs-page my-jobs-page--mobile">
      <header className="my-jobs-page__head">
        <h1 className="my-jobs-page__title">{t('saved.title')}</h1>
        {view.status === 'ready' && (
          <p className="my-jobs-page__count">{t('saved.count', { count: view.total, max: view.max })}</p>
        )}
      </header>
      {view.status === 'loading' && <Skeleton.Paragraph lineCount={6} animated />}
      {view.status === 'error' && (
        <ErrorBlock status="default" title={view.errorMessage} description="">
          <Button color="primary" onClick={view.retry}>
            {t('common:errors.retry')}
          </Button>
        </ErrorBlock>
      )}
      {view.status === 'empty' && (
        <ErrorBlock status="empty" title={t('saved.empty')} description="">
          <Link to={paths.position.getHref()}>{t('detail.browse')}</Link>
        </ErrorBlock>
      )}
      {view.status === 'ready' && (
        <>
          <ul className={`saved-list${view.isStale ? ' is-stale' : ''}`}>
            {view.rows.map((row) => (
              <SavedCard key={row.jobId} row={row} onRemove={() => view.remove(row.jobId)} />
            ))}
          </ul>
          {lastPage > 1 && (
            <nav className="my-jobs-page__pager" aria-label={t('saved.pages')}>
              {view.page > 1 ? (
                <Link to={view.pageHref(view.page - 1)}>{t('saved.previous')}</Link>
              ) : (
                <span />
              )}
              <span>{t('saved.pageOf', { page: view.page, pages: lastPage })}</span>
              {view.page < lastPage ? (
                <Link to={view.pageHref(view.page + 1)}>{t('saved.next')}</Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
};
