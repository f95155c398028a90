import { Button, Tag } from 'antd';
import { DeleteOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { MyJobsPageDesktop } from '../components/my-jobs-page-desktop.tsx';
import { useSavedJobs, type TSavedJobRow } from '../hooks/use-saved-jobs.ts';

const SavedRow = ({ row, onRemove }: { row: TSavedJobRow; onRemove: () => void }) => {
  const { t } = useTranslation('jobs');
  return (
    <li className={`saved-row${row.isOpen ? '' : ' is-closed'}`}>
      <div className="saved-row__main">
        <h2 className="saved-row__title">
          {row.href ? <Link to={row.href}>{row.title}</Link> : <span>{row.title}</span>}
        </h2>
        <p className="saved-row__meta">
          <EnvironmentOutlined aria-hidden="true" /> {row.location}
          <span className="saved-row__dot" aria-hidden="true" />
          {row.salary}
        </p>
        <p className="saved-row__meta">
          {row.tags.map((tag) => (
            <span key={tag} className="job-tag">
              {tag}
            </span>
          ))}
          <span className="saved-row__date">{t('saved.savedOn', { date: row.savedOn })}</span>
        </p>
      </div>
      <div className="saved-row__side">
        {row.isOpen ? (
          <Link to={row.href!} className="saved-row__view">
            {t('card.view')}
          </Link>
        ) : (
          <Tag color="default" className="saved-row__closed">
            {t('saved.closed')}
          </Tag>
        )}
        <Button
          icon={<DeleteOutlined />}
          loading={row.isRemoving}
          aria-label={t('saved.removeLabel', { title: row.title })}
          onClick={onRemove}
        >
          {t('saved.remove')}
        </Button>
      </div>
    </li>
  );
};

/** The candidate's saved jobs (desktop). */
export const SavedPageDesktop = () => {
  const view = useSavedJobs();
  return (
    <MyJobsPageDesktop view={view} skeletonRows={6}>
      <ul className={`saved-list${view.isStale ? ' is-stale' : ''}`}>
        {view.rows.map((row) => (
          <SavedRow key={row.jobId} row={row} onRemove={() => view.remove(row.jobId)} />
        ))}
      </ul>
    </MyJobsPageDesktop>
  );
};
