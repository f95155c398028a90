import { Button, Skeleton } from 'antd-mobile';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import ShareAltOutlined from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import { AppliedNotice, useHasApplied } from '../../../components/ui/applied-notice.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { paths } from '../../../config/paths.ts';
import { showMobileToast } from '../../../lib/mobile-toast.ts';
import type { TPositionDetail } from '@tmp/contracts';
import { usePositionDetail } from '../api/job-queries.ts';
import { JobDescription, PositionFacts, PositionUnavailable } from '../components/position-detail.tsx';
import { StarGlyph } from '../../favorites/components/save-job-button.tsx';
import { useDetailId } from '../hooks/use-detail-id.ts';
import { useFavorites } from '../../favorites/hooks/use-favorites.ts';
import { usePositionFormat } from '../../../lib/use-position-format.ts';
import { useShareLink } from '../hooks/use-share-link.ts';
import '../components/jobs.css';

interface TActionBarProps {
  job: TPositionDetail;
  favorites: ReturnType<typeof useFavorites>;
  applied: boolean;
}

/** The bar at the foot of the page: save, share, and apply (or that the candidate applied already). */
const ActionBar = ({ job, favorites, applied }: TActionBarProps) => {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const share = useShareLink(job.id);
  const onShare = async () => {
    const copied = await share.copy();
    showMobileToast({
      icon: copied ? 'success' : 'fail',
      content: t(copied ? 'detail.copySuccess' : 'detail.copyFailed'),
    });
  };
  return (
    <div className="detail-mobile__bar">
      <Button
        className={`detail-mobile__save${favorites.isSaved(job.id) ? ' is-saved' : ''}`}
        aria-label={t('save.label')}
        aria-pressed={favorites.isSaved(job.id)}
        aria-busy={favorites.isBusy(job.id) || undefined}
        onClick={() => favorites.toggle(job.id)}
      >
        <StarGlyph saved={favorites.isSaved(job.id)} />
      </Button>
      <Button className="detail-mobile__share" onClick={() => void onShare()}>
        <Icon svg={ShareAltOutlined} /> {t('detail.share')}
      </Button>
      {/* Applied already: said here rather than refused after the form is filled. */}
      {applied ? (
        <AppliedNotice jobId={job.id} className="detail-mobile__applied" />
      ) : (
        <Button
          color="primary"
          className="detail-mobile__apply"
          onClick={() => navigate(paths.delivery.getHref(job.id, job.countryId))}
        >
          {t('detail.apply')}
        </Button>
      )}
    </div>
  );
};

export const DetailPageMobile = () => {
  const { t } = useTranslation('jobs');
  const id = useDetailId();
  const detail = usePositionDetail(id);
  const format = usePositionFormat();
  const favorites = useFavorites(Number.isInteger(id) ? [id] : []);
  const applied = useHasApplied(id);

  if (!Number.isInteger(id)) return <PositionUnavailable />;
  if (detail.isPending) {
    return (
      <div className="detail-mobile">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (detail.isError) return <PositionUnavailable message={detail.error.message} />;
  const job = detail.data;
  return (
    <div className="detail-mobile">
      <section className="detail-mobile__head">
        <h1 className="detail-mobile__title">{job.title}</h1>
        <p className="detail-mobile__salary">{format.salary(job)}</p>
        <p className="detail-mobile__meta">
          <Icon svg={EnvironmentOutlined} aria-hidden="true" /> {format.location(job)}
        </p>
        <div className="position-card__tags">
          <span className="job-tag job-tag--category">{job.categoryName}</span>
          <span className="job-tag">{job.natureName}</span>
        </div>
      </section>
      <section className="detail-card">
        <h2 className="detail-card__title">{t('detail.facts')}</h2>
        <PositionFacts job={job} />
      </section>
      <section className="detail-card">
        <h2 className="detail-card__title">{t('detail.description')}</h2>
        <JobDescription html={job.description} />
      </section>
      <ActionBar job={job} favorites={favorites} applied={applied} />
    </div>
  );
};
