import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface TProps {
  icon: ReactNode;
  title: string;
  text: string;
  action?: { label: string; to: string };
}

/** A centred message with one way out: used for "coming soon", "not found" and failed pages. */
export const NoticePanel = ({ icon, title, text, action }: TProps) => (
  <section className="notice-panel" aria-labelledby="notice-panel-title">
    <div className="notice-panel__icon" aria-hidden="true">
      {icon}
    </div>
    <h1 id="notice-panel-title" className="notice-panel__title">
      {title}
    </h1>
    <p className="notice-panel__text">{text}</p>
    {action && (
      <Link className="ui-button ui-button--primary" to={action.to}>
        {action.label}
      </Link>
    )}
  </section>
);
