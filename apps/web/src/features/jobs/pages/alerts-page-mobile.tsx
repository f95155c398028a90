import { Button, Dialog, ErrorBlock, Skeleton, Tag } from 'antd-mobile';
import { BellOutlined, DeleteOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMyAlerts, type TAlertRow } from '../hooks/use-my-alerts.ts';
import '../components/jobs.css';
import '../components/alerts.css';

const TAG_COLORS: Record<TAlertRow['tone'], string> = {
  success: 'success',
  warning: 'warning',
  default: 'default',
};

const AlertCard = ({ row, onDelete }: { row: TAlertRow; onDelete: () => void }) => {
  const { t } = useTranslation('jobs');
  const confirmDelete = async () => {
    const sure = await Dialog.confirm({
      content: t('myAlerts.deleteConfirm'),
      confirmText: t('myAlerts.delete'),
      cancelText: t('alerts.cancel'),
    });
    if (sure) onDelete();
  };
  return (
    <li className="alert-row alert-row--mobile">
      <div className="alert-row__top">
        <h2 className="alert-row__title">
          <BellOutlined aria-hidden="true" /> <Link to={row.searchHref}>{row.criteria}</Link>
        </h2>
        <Tag color={TAG_COLORS[row.tone]} fill="outline">
          {row.statusText}
        </Tag>
      </div>
      <p className="alert-row__meta">
        {row.frequency} · {t('myAlerts.to', { address: row.address })}
      </p>
      <p className="alert-row__meta">{t('myAlerts.createdOn', { date: row.createdOn })}</p>
      <div className="saved-row__actions">
        <span />
        <Button
          size="small"
          loading={row.isDeleting}
          aria-label={t('myAlerts.deleteLabel', { criteria: row.criteria })}
          onClick={() => void confirmDelete()}
        >
          <DeleteOutlined aria-hidden="true" /> {t('myAlerts.delete')}
        </Button>
      </div>
    </li>
  );
};

/** The signed-in candidate's job alerts (phone). */
export const AlertsPageMobile = () => {
  const { t } = useTranslation('jobs');
  const view = useMyAlerts();
  const lastPage = Math.ceil(view.total / view.pageSize);
  return (
    <div className="my-jobs-page my-jobs-page--mobile">
      <header className="my-jobs-page__head">
        <h1 className="my-jobs-page__title">{t('myAlerts.title')}</h1>
        <p className="my-jobs-page__count">{t('myAlerts.intro', { max: view.max })}</p>
      </header>
      {view.status === 'loading' && <Skeleton.Paragraph lineCount={5} animated />}
      {view.status === 'error' && (
        <ErrorBlock status="default" title={view.errorMessage} description="">
          <Button color="primary" onClick={view.retry}>
            {t('common:errors.retry')}
          </Button>
        </ErrorBlock>
      )}
      {view.status === 'empty' && (
        <ErrorBlock status="empty" title={t('myAlerts.empty')} description="">
          <Link to={view.jobsHref}>{t('home.search')}</Link>
        </ErrorBlock>
      )}
      {view.status === 'ready' && (
        <>
          <ul className="alert-list">
            {view.rows.map((row) => (
              <AlertCard key={row.id} row={row} onDelete={() => view.remove(row.id)} />
            ))}
          </ul>
          {lastPage > 1 && (
            <nav className="my-jobs-page__pager" aria-label={t('saved.pages')}>
              <Button size="small" disabled={view.page <= 1} onClick={() => view.setPage(view.page - 1)}>
                {t('saved.previous')}
              </Button>
              <span>{t('saved.pageOf', { page: view.page, pages: lastPage })}</span>
              <Button
                size="small"
                disabled={view.page >= lastPage}
                onClick={() => view.setPage(view.page + 1)}
              >
                {t('saved.next')}
              </Button>
            </nav>
          )}
          <p className="my-jobs-page__note">
            <Link to={view.jobsHref}>{t('myAlerts.createMore')}</Link>
          </p>
        </>
      )}
    </div>
  );
};
