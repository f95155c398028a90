import type { ReactNode } from 'react';
import { useKit } from '../../../lib/kit/kit.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TInterviewCard, TInterviewsPage } from '../hooks/use-interviews-page.ts';

const TONES = { waiting: 'orange', scheduled: 'blue', closed: 'default' } as const;

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="interview-details__row">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

/** The facts of one interview as a plain list. */
const InterviewDetails = ({ card }: { card: TInterviewCard }) => {
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

/** The card's buttons: book or move a time, the calendar file, decline. */
const CardActions = ({ card, page }: { card: TInterviewCard; page: TInterviewsPage }) => {
  const { t } = useTranslation('interviews');
  const { Button } = useKit();
  const actions = [
    card.canBook && (
      <Button
        key="book"
        kind="primary"
        className="interview-card__wide"
        onClick={() => page.startPick(card.id, 'book')}
      >
        {t('card.book')}
      </Button>
    ),
    card.canMove && (
      <Button key="move" onClick={() => page.startPick(card.id, 'move')}>
        {t('card.move')}
      </Button>
    ),
    card.canDownload && (
      <Button key="download" onClick={() => page.download(card.id)}>
        {t('card.download')}
      </Button>
    ),
    card.canCancel && (
      <Button
        key="cancel"
        kind="danger"
        outline
        className="interview-card__wide"
        onClick={() => page.startCancel(card.id)}
      >
        {t('card.cancel')}
      </Button>
    ),
  ].filter(Boolean);
  return actions.length > 0 ? <div className="interview-card__actions">{actions}</div> : null;
};

/**
 * One interview as a card: its title (which takes the focus once a time was just booked or moved here), the
 * job and round, the status, the facts, the change note and the buttons.
 */
export const InterviewCard = ({ card, page }: { card: TInterviewCard; page: TInterviewsPage }) => {
  const { Tag } = useKit();
  return (
    <article
      className={`interview-card${card.isFocused ? ' interview-card--focused' : ''}`}
      data-interview-id={card.id}
      aria-label={card.title}
    >
      <header className="interview-card__head">
        <div>
          <h2
            className="interview-card__title"
            tabIndex={-1}
            ref={(heading) => {
              if (heading && card.takesFocus) {
                heading.focus();
                page.focusTaken();
              }
            }}
          >
            {card.title}
          </h2>
          <p className="interview-card__sub">
            {card.position} · {card.round}
          </p>
        </div>
        <Tag tone={TONES[card.tone]}>{card.statusName}</Tag>
      </header>
      <InterviewDetails card={card} />
      {card.changeNote && <p className="interview-card__note">{card.changeNote}</p>}
      <CardActions card={card} page={page} />
    </article>
  );
};
