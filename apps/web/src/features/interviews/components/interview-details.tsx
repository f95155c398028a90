import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TInterviewCard } from '../hooks/use-interviews-page.ts';

/** The facts of one interview as a plain list, drawn the same way by both layouts. */
export const InterviewDetails = ({ card }: { card: TInterviewCard }) => {
  const { t } = useTranslation('interviews');
  return (
    <dl className="interview-details">
      <div className="interview-details__row">
        <dt>{t('card.when')}</dt>
        <dd>
          {card.when ? (
            <strong className="interview-details__when">{card.when}</strong>
          ) : (
            <span className="interview-details__pending">
              {card.tone === 'waiting' ? t('card.chooseTime') : t('card.noTime')}
            </span>
          )}
          {card.plannedWhen && (
            <span className="interview-details__planned">
              {t('card.plannedAt', { time: card.plannedWhen })}
            </span>
          )}
        </dd>
      </div>
      <div className="interview-details__row">
        <dt>{t('card.duration')}</dt>
        <dd>{card.duration}</dd>
      </div>
      <div className="interview-details__row">
        <dt>{t('card.interviewers')}</dt>
        <dd>{card.interviewers}</dd>
      </div>
      {card.location && (
        <div className="interview-details__row">
          <dt>{t('card.place')}</dt>
          <dd>{card.location}</dd>
        </div>
      )}
      {card.onlineUrl && (
        <div className="interview-details__row">
          <dt>{t('card.online')}</dt>
          <dd>
            <a
              href={card.onlineUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="interview-details__link"
            >
              {card.onlineUrl}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
};
