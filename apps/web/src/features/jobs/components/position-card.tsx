import { Link } from 'react-router';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TPositionListItem } from '@tmp/contracts';
import { paths } from '../../../config/paths.ts';
import type { TFavoritesView } from '../../favorites/hooks/use-favorites.ts';
import { usePositionFormat } from '../../../lib/use-position-format.ts';
import { SaveJobButton } from '../../favorites/components/save-job-button.tsx';

/** One job in the list; plain markup so desktop and mobile share it without a UI library. */
export const PositionCard = ({ job, favorites }: { job: TPositionListItem; favorites?: TFavoritesView }) => {
  const { t } = useTranslation('jobs');
  const format = usePositionFormat();
  const card = (
    <Link to={paths.detail.getHref(job.id)} className="position-card">
      <div className="position-card__main">
        <h2 className="position-card__title">{job.title}</h2>
        <p className="position-card__location">
          <Icon svg={EnvironmentOutlined} aria-hidden="true" />
          <span>{format.location(job)}</span>
        </p>
        <div className="position-card__tags">
          <span className="job-tag job-tag--category">{job.categoryName}</span>
          <span className="job-tag">{job.natureName}</span>
          {job.experienceName && <span className="job-tag job-tag--muted">{job.experienceName}</span>}
        </div>
      </div>
      <div className="position-card__side">
        <span className="position-card__salary">{format.salary(job)}</span>
        <span className="position-card__date">
          <Icon svg={CalendarOutlined} aria-hidden="true" />
          {t('card.posted', { date: format.date(job.publishDate) })}
        </span>
        <span className="position-card__view" aria-hidden="true">
          {t('card.view')} <Icon svg={RightOutlined} />
        </span>
      </div>
    </Link>
  );
  if (!favorites) return card;
  return (
    <div className="position-card-wrap">
      {card}
      <SaveJobButton
        title={job.title}
        saved={favorites.isSaved(job.id)}
        busy={favorites.isBusy(job.id)}
        onToggle={() => favorites.toggle(job.id)}
      />
    </div>
  );
};

/** Placeholder rows while the list loads, shaped like the cards to avoid a jump. */
export const PositionCardSkeleton = ({ count = 4 }: { count?: number }) => (
  <div aria-hidden="true">
    {Array.from({ length: count }, (_, i) => (
      <div key={i} className="position-card position-card--skeleton">
        <div className="position-card__main">
          <span className="skeleton-line skeleton-line--title" />
          <span className="skeleton-line skeleton-line--short" />
          <span className="skeleton-line skeleton-line--tags" />
        </div>
      </div>
    ))}
  </div>
);
