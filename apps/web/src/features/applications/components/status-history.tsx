import type { TApplyRecord } from '@tmp/contracts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** An application's statuses, newest first, with the notes HR left. */
export const StatusHistory = ({ history, label }: { history: TApplyRecord['history']; label: string }) => {
  const language = useLanguage();
  return (
    <ol className="status-history" aria-label={label}>
      {[...history].reverse().map((event, index) => (
        <li
          key={`${event.createdAt}-${index}`}
          className={`status-history__item${index === 0 ? ' is-current' : ''}`}
        >
          <span className="status-history__dot" aria-hidden="true" />
          <div className="status-history__body">
            <p className="status-history__head">
              <strong>{event.statusName}</strong>
              <time dateTime={event.createdAt}>
                {formatDateTime(event.createdAt, language, { date: 'short' })}
              </time>
            </p>
            {event.note && <p className="status-history__note">{event.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
};
