import type { ReactNode } from 'react';
import type { TInterviewCard, TInterviewsPage } from '../hooks/use-interviews-page.ts';
import { InterviewDetails } from './interview-details.tsx';

interface TProps {
  card: TInterviewCard;
  page: TInterviewsPage;
  /** The status, as the kit's tag. */
  tag: ReactNode;
  /** The kit's buttons for what may be done with it. */
  children?: ReactNode;
}

/**
 * One interview as a card, drawn the same way by both layouts: its title (which takes the focus once a
 * time was just booked or moved here), the job and round, the status, the facts and the change note.
 */
export const InterviewCard = ({ card, page, tag, children }: TProps) => (
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
      {tag}
    </header>
    <InterviewDetails card={card} />
    {card.changeNote && <p className="interview-card__note">{card.changeNote}</p>}
    {children}
  </article>
);
