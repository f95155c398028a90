import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { MyListPage } from '../../../components/my-list/my-list-page.tsx';
import { useMyAlerts, type TAlertRow, type TMyAlertsView } from '../hooks/use-my-alerts.ts';

const AlertItem = ({ row, view }: { row: TAlertRow; view: TMyAlertsView }) => {
  const { t } = useTranslation('jobs');
  const { Button, Tag, useConfirm, device } = useKit();
  const confirm = useConfirm();
  const { question, ok, cancel } = view.deleteConfirm;
  const confirmDelete = async () => {
    if (await confirm({ title: question, confirmText: ok, cancelText: cancel, danger: true })) {
      view.remove(row.id);
    }
  };
  return (
    <li className={`my-list-row my-list-row--${device} alert-row`}>
      <div className="my-list-row__main">
        <h2 className="my-list-row__title">
          <Icon svg={BellOutlined} aria-hidden="true" /> <Link to={row.searchHref}>{row.criteria}</Link>
        </h2>
        <p className="my-list-row__meta">
          <span>{row.frequency}</span>
          <span className="my-list-row__dot" aria-hidden="true" />
          <span>{t('myAlerts.to', { address: row.address })}</span>
          <span className="my-list-row__dot" aria-hidden="true" />
          <span>{t('myAlerts.createdOn', { date: row.createdOn })}</span>
        </p>
      </div>
      <div className="my-list-row__side">
        <Tag tone={row.tone}>{row.statusText}</Tag>
        <Button
          loading={row.isDeleting}
          aria-label={t('myAlerts.deleteLabel', { criteria: row.criteria })}
          onClick={() => void confirmDelete()}
        >
          <Icon svg={DeleteOutlined} aria-hidden="true" /> {t('myAlerts.delete')}
        </Button>
      </div>
    </li>
  );
};

/** The signed-in candidate's job alerts. */
export const AlertsPage = () => {
  const view = useMyAlerts();
  return (
    <MyListPage view={view} skeletonRows={5}>
      <ul className="my-list">
        {view.rows.map((row) => (
          <AlertItem key={row.id} row={row} view={view} />
        ))}
      </ul>
    </MyListPage>
  );
};
