import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TInterviewCard } from '../hooks/use-interviews-page.ts';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="interview-details__row">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** The facts of one interview as a plain list, drawn the same way by both layouts. */
export const InterviewDetails = ({ card }: { card: TInterviewCard }) => {
  const { t } = useTranslation('interviews');
  return (
    <dl className="interview-details">
      <Row label={t('card.when')}>
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
      </Row>
      <Row label={t('card.duration')}>{card.duration}</Row>
      <Row label={t('card.interviewers')}>{card.interviewers}</Row>
      {card.location && <Row label={t('card.place')}>{card.location}</Row>}
      {card.onlineUrl && (
        <Row label={t('card.online')}>
          <a
            href={card.onlineUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="interview-details__link"
          >
            {card.onlineUrl}
          </a>
        </Row>
      )}
    </dl>
  );
};
