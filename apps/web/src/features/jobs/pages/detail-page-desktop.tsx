import { useContext } from 'react';
import { Button, Skeleton } from 'antd';
// `App.useApp()` without importing `App` itself, whose message, notification and modal code the shell loads on first use.
import AppContext from 'antd/es/app/context';
import { ArrowLeftOutlined, EnvironmentOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TPositionDetail } from '@tmp/contracts';
import { paths } from '../../../config/paths.ts';
import { usePositionDetail } from '../api/job-queries.ts';
import { JobDescription, PositionFacts, PositionUnavailable } from '../components/position-detail.tsx';
import { StarGlyph } from '../../favorites/components/save-job-button.tsx';
import { useDetailId } from '../hooks/use-detail-id.ts';
import { useFavorites } from '../../favorites/hooks/use-favorites.ts';
import { usePositionFormat } from '../../../lib/use-position-format.ts';
import { useShareLink } from '../hooks/use-share-link.ts';
import '../components/jobs.css';
import { AppliedNotice, useHasApplied } from '../../../components/ui/applied-notice.tsx';

const ShareButton = ({ id }: { id: number }) => {
  const { t } = useTranslation('jobs');
  const { notification } = useContext(AppContext);
  const share = useShareLink(id);
  const onShare = async () => {
    if (await share.copy()) notification.success({ title: t('detail.copySuccess'), description: share.url });
    else notification.error({ title: t('detail.copyFailed'), description: share.url });
  };
  return (
    <Button size="large" icon={<ShareAltOutlined />} onClick={() => void onShare()}>
      {t('detail.share')}
    </Button>
  );
};

const SaveButton = ({ id }: { id: number }) => {
  const { t } = useTranslation('jobs');
  const favorites = useFavorites([id]);
  const saved = favorites.isSaved(id);
  return (
    <Button
      size="large"
      className={`detail-save${saved ? ' is-saved' : ''}`}
      icon={<StarGlyph saved={saved} />}
      aria-label={t('save.label')}
      aria-pressed={saved}
      aria-busy={favorites.isBusy(id) || undefined}
      onClick={() => favorites.toggle(id)}
    >
      {saved ? t('save.saved') : t('save.label')}
    </Button>
  );
};

const ApplyButton = ({ job, block = false }: { job: TPositionDetail; block?: boolean }) => {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  // Applied already: said here rather than refused after the form is filled.
  if (useHasApplied(job.id)) return <AppliedNotice jobId={job.id} />;
  return (
    <Button
      type="primary"
      size="large"
      block={block}
      onClick={() => navigate(paths.delivery.getHref(job.id, job.countryId))}
    >
      {t('detail.apply')}
    </Button>
  );
};

const DetailHeader = ({ job }: { job: TPositionDetail }) => {
  const { t } = useTranslation('jobs');
  const format = usePositionFormat();
  return (
    <section className="detail-hero">
      <div className="site-container">
        <Link to={paths.position.getHref()} className="detail-hero__back">
          <ArrowLeftOutlined /> {t('detail.back')}
        </Link>
        <div className="detail-hero__row">
          <div>
            <h1 className="detail-hero__title">{job.title}</h1>
            <p className="detail-hero__meta">
              <EnvironmentOutlined aria-hidden="true" /> {format.location(job)}
              <span className="detail-hero__dot" aria-hidden="true" />
              {job.categoryName}
              <span className="detail-hero__dot" aria-hidden="true" />
              {job.natureName}
            </p>
            <p className="detail-hero__salary">{format.salary(job)}</p>
          </div>
          <div className="detail-hero__actions">
            <SaveButton id={job.id} />
            <ShareButton id={job.id} />
            <ApplyButton job={job} />
          </div>
        </div>
      </div>
    </section>
  );
};

export const DetailPageDesktop = () => {
  const { t } = useTranslation('jobs');
  const id = useDetailId();
  const detail = usePositionDetail(id);

  if (!Number.isInteger(id)) return <PositionUnavailable />;
  if (detail.isPending) {
    return (
      <div className="site-container detail-loading">
        <Skeleton active title paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (detail.isError) return <PositionUnavailable message={detail.error.message} />;
  const job = detail.data;
  return (
    <>
      <DetailHeader job={job} />
      <div className="site-container detail-body">
        <article className="detail-card">
          <h2 className="detail-card__title">{t('detail.description')}</h2>
          <JobDescription html={job.description} />
        </article>
        <aside className="detail-card detail-card--aside">
          <h2 className="detail-card__title">{t('detail.facts')}</h2>
          <PositionFacts job={job} />
          <p className="detail-card__hint">{t('detail.applyHint')}</p>
          <ApplyButton job={job} block />
        </aside>
      </div>
    </>
  );
};
