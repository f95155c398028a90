import { Button, Tag } from 'antd-mobile';
import { DeleteOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { MyJobsPageMobile } from '../components/my-jobs-page-mobile.tsx';
import { useSavedJobs, type TSavedJobRow } from '../hooks/use-saved-jobs.ts';

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
  const view = useSavedJobs();
  return (
    <MyJobsPageMobile view={view} skeletonRows={6} pageHref={view.pageHref}>
      <ul className={`saved-list${view.isStale ? ' is-stale' : ''}`}>
        {view.rows.map((row) => (
          <SavedCard key={row.jobId} row={row} onRemove={() => view.remove(row.jobId)} />
        ))}
      </ul>
    </MyJobsPageMobile>
  );
};
