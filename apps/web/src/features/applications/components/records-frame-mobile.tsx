import type { ReactNode } from 'react';
import { Button, InfiniteScroll, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { TRecordsView } from '../hooks/use-records.ts';
import type { TRecordKind } from '../api/query-records.ts';
import { ListState } from './list-state.tsx';
import './applications.css';

interface TProps {
  view: TRecordsView<TRecordKind> & { hasMore: boolean; loadMore: () => Promise<void> };
  /** The cards, one per record. */
  children: ReactNode;
  /** Shown between the head and the cards (the interviews of my applications). */
  above?: ReactNode;
}

/** The phone page of a record list: its head with the count, then the cards, growing as one scrolls. */
export const RecordsFrameMobile = ({ view, children, above }: TProps) => {
  const navigate = useNavigate();
  return (
    <div className="records-m">
      <section className="records-m__head">
        <h1 className="records-m__title">{view.title}</h1>
        <p className="records-m__subtitle">{view.count ?? view.subtitle}</p>
      </section>
      {above}
      {view.state === 'loading' ? (
        <div className="records-m__list">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      ) : view.state === 'error' ? (
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
            <Button color="primary" onClick={() => navigate(view.empty.href)}>
              {view.empty.action}
            </Button>
          }
        />
      ) : (
        <div className="records-m__list">
          {children}
          <InfiniteScroll hasMore={view.hasMore} loadMore={view.loadMore}>
            {(hasMore) =>
              hasMore ? <Skeleton.Paragraph lineCount={2} animated /> : <span>{view.noMore}</span>
            }
          </InfiniteScroll>
        </div>
      )}
    </div>
  );
};
