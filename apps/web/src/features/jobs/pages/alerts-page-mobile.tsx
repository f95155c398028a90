import { Button, Dialog, Tag } from 'antd-mobile';
import { BellOutlined, DeleteOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { MyJobsPageMobile } from '../components/my-jobs-page-mobile.tsx';
import { useMyAlerts, type TAlertRow, type TMyAlertsView } from '../hooks/use-my-alerts.ts';

const AlertCard = ({ row, view }: { row: TAlertRow; view: TMyAlertsView }) => {
  const { t } = useTranslation('jobs');
  const confirm = view.deleteConfirm;
  const onDelete = () => view.remove(row.id);
  const confirmDelete = async () => {
    const sure = await Dialog.confirm({
      content: confirm.question,
      confirmText: confirm.ok,
      cancelText: confirm.cancel,
    });
    if (sure) onDelete();
  };
  return (
    <li className="alert-row alert-row--mobile">
      <div className="alert-row__top">
        <h2 className="alert-row__title">
          <BellOutlined aria-hidden="true" /> <Link to={row.searchHref}>{row.criteria}</Link>
        </h2>
        <Tag color={row.tone} fill="outline">
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
  const view = useMyAlerts();
  return (
    <MyJobsPageMobile view={view} skeletonRows={5}>
      <ul className="alert-list">
        {view.rows.map((row) => (
          <AlertCard key={row.id} row={row} view={view} />
        ))}
      </ul>
    </MyJobsPageMobile>
  );
};
