import dayjs from 'dayjs';
import type { TApplyRecord } from '@tmp/contracts';

/** An application's statuses, newest first, with the notes HR left. */
export const StatusHistory = ({ history, label }: { history: TApplyRecord['history']; label: string }) => (
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
            <time dateTime={event.createdAt}>{dayjs(event.createdAt).format('YYYY-MM-DD HH:mm')}</time>
          </p>
          {event.note && <p className="status-history__note">{event.note}</p>}
        </div>
      </li>
    ))}
  </ol>
);
