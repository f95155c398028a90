import { useTranslation } from '../../../lib/use-translation.tsx';
import './save-job.css';

/** A star drawn by the font: no icon module on the job list's first visit. */
export const StarGlyph = ({ saved }: { saved: boolean }) => (
  <span className="star-glyph" aria-hidden="true">
    {saved ? '★' : '☆'}
  </span>
);

interface TProps {
  title: string;
  saved: boolean;
  busy: boolean;
  onToggle: () => void;
}

/**
 * The save control of a job card: plain markup shared by both layouts, outside the card's link (a button
 * inside a link is not allowed). Its name stays the same; `aria-pressed` says whether the job is saved.
 */
export const SaveJobButton = ({ title, saved, busy, onToggle }: TProps) => {
  const { t } = useTranslation('jobs');
  return (
    <button
      type="button"
      className={`save-job${saved ? ' is-saved' : ''}`}
      aria-label={`${t('save.label')} ${title}`}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      title={saved ? t('save.saved') : t('save.label')}
      onClick={onToggle}
    >
      <StarGlyph saved={saved} />
    </button>
  );
};
