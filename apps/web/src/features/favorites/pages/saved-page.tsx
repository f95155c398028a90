import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { MyListPage } from '../../../components/my-list/my-list-page.tsx';
import { useSavedJobs, type TSavedJobRow } from '../hooks/use-saved-jobs.ts';
import '../components/saved.css';

const SavedRow = ({ row, onRemove }: { row: TSavedJobRow; onRemove: () => void }) => {
  const { t } = useTranslation('jobs');
  const { Button, Tag, device } = useKit();
  return (
    <li className={`my-list-row my-list-row--${device} saved-row${row.isOpen ? '' : ' is-closed'}`}>
      <div className="my-list-row__main">
        <h2 className="my-list-row__title">
          {row.href ? <Link to={row.href}>{row.title}</Link> : <span>{row.title}</span>}
        </h2>
        <p className="my-list-row__meta">
          <Icon svg={EnvironmentOutlined} aria-hidden="true" /> {row.location}
          <span className="my-list-row__dot" aria-hidden="true" />
          {row.salary}
        </p>
        <p className="my-list-row__meta">
          {row.tags.map((tag) => (
            <span key={tag} className="saved-row__tag">
              {tag}
            </span>
          ))}
          <span className="saved-row__date">{t('saved.savedOn', { date: row.savedOn })}</span>
        </p>
      </div>
      <div className="my-list-row__side">
        {row.isOpen ? (
          <Link to={row.href!} className="saved-row__view">
            {t('card.view')}
          </Link>
        ) : (
          <Tag className="saved-row__closed">{t('saved.closed')}</Tag>
        )}
        <Button
          loading={row.isRemoving}
          aria-label={t('saved.removeLabel', { title: row.title })}
          onClick={onRemove}
        >
          <Icon svg={DeleteOutlined} aria-hidden="true" /> {t('saved.remove')}
        </Button>
      </div>
    </li>
  );
};

/** The candidate's saved jobs, with page links below the list. */
export const SavedPage = () => {
  const view = useSavedJobs();
  return (
    <MyListPage view={view} skeletonRows={6} pageHref={view.pageHref}>
      <ul className={`my-list saved-list${view.isStale ? ' is-stale' : ''}`}>
        {view.rows.map((row) => (
          <SavedRow key={row.jobId} row={row} onRemove={() => view.remove(row.jobId)} />
        ))}
      </ul>
    </MyListPage>
  );
};
