import { Alert, Button, Empty, Pagination, Popconfirm, Skeleton, Tag } from 'antd';
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

const AlertItem = ({ row, onDelete }: { row: TAlertRow; onDelete: () => void }) => {
  const { t } = useTranslation('jobs');
  return (
    <li className="alert-row">
      <div className="alert-row__main">
        <h2 className="alert-row__title">
          <BellOutlined aria-hidden="true" /> <Link to={row.searchHref}>{row.criteria}</Link>
        </h2>
        <p className="alert-row__meta">
          <span>{row.frequency}</span>
          <span className="saved-row__dot" aria-hidden="true" />
          <span>{t('myAlerts.to', { address: row.address })}</span>
          <span className="saved-row__dot" aria-hidden="true" />
          <span>{t('myAlerts.createdOn', { date: row.createdOn })}</span>
        </p>
      </div>
      <div className="alert-row__side">
        <Tag color={TAG_COLORS[row.tone]}>{row.statusText}</Tag>
        <Popconfirm
          title={t('myAlerts.deleteConfirm')}
          okText={t('myAlerts.delete')}
          cancelText={t('alerts.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button
            icon={<DeleteOutlined />}
            loading={row.isDeleting}
            aria-label={t('myAlerts.deleteLabel', { criteria: row.criteria })}
          >
            {t('myAlerts.delete')}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
};

/** The signed-in candidate's job alerts (desktop). */
export const AlertsPageDesktop = () => {
  const { t } = useTranslation('jobs');
  const view = useMyAlerts();
  return (
    <div className="site-container my-jobs-page">
      <header className="my-jobs-page__head">
        <h1 className="my-jobs-page__title">{t('myAlerts.title')}</h1>
        <p className="my-jobs-page__count">{t('myAlerts.intro', { max: view.max })}</p>
      </header>
      {view.status === 'loading' && <Skeleton active paragraph={{ rows: 5 }} />}
      {view.status === 'error' && (
        <Alert
          type="error"
          showIcon
          title={view.errorMessage}
          action={<Button onClick={view.retry}>{t('common:errors.retry')}</Button>}
        />
      )}
      {view.status === 'empty' && (
        <Empty description={t('myAlerts.empty')}>
          <Link to={view.jobsHref}>{t('home.search')}</Link>
        </Empty>
      )}
      {view.status === 'ready' && (
        <>
          <ul className="alert-list">
            {view.rows.map((row) => (
              <AlertItem key={row.id} row={row} onDelete={() => view.remove(row.id)} />
            ))}
          </ul>
          {view.total > view.pageSize && (
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
          <p className="my-jobs-page__note">
            <Link to={view.jobsHref}>{t('myAlerts.createMore')}</Link>
          </p>
        </>
      )}
    </div>
  );
};
