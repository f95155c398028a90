import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Link } from 'react-router';
import type { TRecordsView } from '../hooks/use-records.ts';
import type { TRecordKind } from '../api/query-records.ts';
import { ListState } from './list-state.tsx';
import './applications.css';

/** The desktop page of a record list: its hero, then a card with the count and the table, or its state. */
export const RecordsFrameDesktop = ({
  view,
  children,
  above,
}: {
  view: TRecordsView<TRecordKind>;
  children: ReactNode;
  /** Shown above the list's card (the interviews of my applications). */
  above?: ReactNode;
}) => (
  <>
    <section className="records-hero">
      <div className="site-container">
        <h1 className="records-hero__title">{view.title}</h1>
        <p className="records-hero__subtitle">{view.subtitle}</p>
      </div>
    </section>
    <div className="site-container records-body">
      {above}
      <div className="records-card">
        {view.state === 'error' ? (
          <ListState
            kind="error"
            title={view.error.title}
            text={view.error.text}
            action={<Button onClick={view.error.retry}>{view.error.action}</Button>}
          />
        ) : view.state === 'empty' ? (
          <ListState
            kind="empty"
            title={view.empty.title}
            text={view.empty.text}
            action={
              <Link to={view.empty.href}>
                <Button type="primary">{view.empty.action}</Button>
              </Link>
            }
          />
        ) : (
          <>
            {view.count && <p className="records-card__count">{view.count}</p>}
            {children}
          </>
        )}
      </div>
    </div>
  </>
);
