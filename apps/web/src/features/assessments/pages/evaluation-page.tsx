import { useKit } from '../../../lib/kit/kit.ts';
import { AssessmentCard } from '../components/assessment-card.tsx';
import { useEvaluationCenter, type TCardListView } from '../hooks/use-evaluation-center.ts';
import '../components/assessments.css';

const CardList = ({ list }: { list: TCardListView }) => {
  const { Skeleton, Result, Empty } = useKit();
  if (list.state === 'loading') return <Skeleton rows={6} />;
  if (list.state === 'error') return <Result status="warning" title={list.text} />;
  if (list.state === 'empty')
    return (
      <div className="assess-empty">
        <Empty title={list.text} />
      </div>
    );
  return (
    <div className="assess-list">
      {list.cards.map((card) => (
        <AssessmentCard key={card.item.id} card={card} />
      ))}
    </div>
  );
};

/** /evaluation: to do and done in tabs, the older ones a page at a time. */
export const EvaluationPage = () => {
  const { Button, Tabs, device } = useKit();
  const { title, subtitle, todo, done, pager } = useEvaluationCenter();
  return (
    <div className={`assess-page assess-page--${device}`}>
      <section className="assess-hero">
        <div className="site-container">
          <h1 className="assess-hero__title">{title}</h1>
          <p className="assess-hero__text">{subtitle}</p>
        </div>
      </section>
      <div className="site-container assess-body">
        <Tabs
          items={[
            { key: 'todo', label: todo.label, children: <CardList list={todo.list} /> },
            {
              key: 'done',
              label: done.label,
              children: (
                <>
                  <CardList list={done.list} />
                  {pager && (
                    <div className="assess-pager">
                      <Button disabled={!pager.previous} onClick={pager.previous}>
                        {pager.previousLabel}
                      </Button>
                      <span>{pager.position}</span>
                      <Button disabled={!pager.next} onClick={pager.next}>
                        {pager.nextLabel}
                      </Button>
                    </div>
                  )}
                </>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
};
