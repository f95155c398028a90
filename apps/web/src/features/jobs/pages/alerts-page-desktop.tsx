import { Button, Popconfirm, Tag } from 'antd';
import { BellOutlined, DeleteOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { MyJobsPageDesktop } from '../components/my-jobs-page-desktop.tsx';
import { useMyAlerts, type TAlertRow, type TMyAlertsView } from '../hooks/use-my-alerts.ts';

const AlertItem = ({ row, view }: { row: TAlertRow; view: TMyAlertsView }) => {
  const { t } = useTranslation('jobs');
  const confirm = view.deleteConfirm;
  const onDelete = () => view.remove(row.id);
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
        <Tag color={row.tone}>{row.statusText}</Tag>
        <Popconfirm
          title={confirm.question}
          okText={confirm.ok}
          cancelText={confirm.cancel}
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
  const view = useMyAlerts();
  return (
    <MyJobsPageDesktop view={view} skeletonRows={5}>
      <ul className="alert-list">
        {view.rows.map((row) => (
          <AlertItem key={row.id} row={row} view={view} />
        ))}
      </ul>
    </MyJobsPageDesktop>
  );
};
