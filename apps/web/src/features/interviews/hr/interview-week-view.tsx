import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TCalendarDay } from './use-interview-week.ts';

interface TProps {
  days: TCalendarDay[];
  /** The week's dates in words, which names the list. */
  range: string;
  busy: boolean;
  /** How many times the week shows; none says so. */
  count: number;
  onOpen: (interviewId: number) => void;
}

/** Seven columns of a week (one under another on a narrow screen), each time a button opening its interview. */
export const InterviewWeekView = ({ days, range, busy, count, onOpen }: TProps) => {
  const { t } = useTranslation('hr');
  return (
    <div className={`hr-week${busy ? ' hr-week--busy' : ''}`} role="list" aria-label={range}>
      {days.map((day) => (
        <section
          key={day.key}
          role="listitem"
          aria-label={`${day.weekday} ${day.date}`}
          className={`hr-week__day${day.isToday ? ' hr-week__day--today' : ''}${day.items.length ? '' : ' hr-week__day--empty'}`}
        >
          <header className="hr-week__head">
            <span className="hr-week__weekday">{day.weekday}</span>
            <span className="hr-week__date">{day.date}</span>
          </header>
          {day.items.map((item) => (
            <button
              type="button"
              key={item.key}
              className={`hr-week__item hr-week__item--${item.kind} hr-week__item--s${item.status}`}
              onClick={() => onOpen(item.interviewId)}
            >
              <span className="hr-week__time">{item.time}</span>
              <span className="hr-week__who">{item.candidate}</span>
              <span className="hr-week__what">
                {item.kind === 'offered' ? t('interviews.offeredTime') : item.statusName} · {item.title}
              </span>
            </button>
          ))}
        </section>
      ))}
      {count === 0 && <p className="hr-week__none">{t('interviews.none')}</p>}
    </div>
  );
};
