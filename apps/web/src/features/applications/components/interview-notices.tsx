import { Link } from 'react-router';
import { useInterviewNotices } from '../hooks/use-interview-notices.ts';

/** The card on /apply for applications that have an open interview, each linking to /interview. */
export const InterviewNotices = ({ className = '' }: { className?: string }) => {
  const { title, notices } = useInterviewNotices();
  if (notices.length === 0) return null;
  return (
    <section className={`interview-notices ${className}`} aria-label={title}>
      <h2 className="interview-notices__title">{title}</h2>
      <ul className="interview-notices__list">
        {notices.map((n) => (
          <li key={n.id} className="interview-notices__item" data-interview-id={n.id}>
            <div className="interview-notices__text">
              <span className="interview-notices__name">
                {n.position} · {n.title}
              </span>
              <span
                className={`interview-notices__when${n.needsChoice ? ' interview-notices__when--choose' : ''}`}
              >
                {n.when}
              </span>
            </div>
            <Link to={n.href} className="interview-notices__link">
              {n.action}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
