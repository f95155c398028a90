import CopyOutlined from '@ant-design/icons-svg/es/asn/CopyOutlined';
import KeyOutlined from '@ant-design/icons-svg/es/asn/KeyOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { notify } from '../../../lib/notify.ts';
import { AssessmentCard } from '../components/assessment-card.tsx';
import { useEvaluationCenter, usePin, type TCardListView } from '../hooks/use-evaluation-center.ts';
import '../components/assessments.css';

const COPIED_MS = 2000;

const PinButton = ({ id }: { id: number }) => {
  const { Button } = useKit();
  const pin = usePin(id);
  const copy = async () => {
    const copied = await pin.copy();
    if (copied?.ok) notify.success(copied.title, COPIED_MS);
    else if (copied) notify.error(copied.title);
  };
  return (
    <div className="assess-pin">
      <Icon svg={KeyOutlined} aria-hidden="true" />
      <span className="assess-pin__label">{pin.label}</span>
      {pin.pin ? (
        <code className="assess-pin__value">{pin.pin}</code>
      ) : (
        <button type="button" className="assess-pin__show" onClick={pin.reveal} disabled={pin.loading}>
          {pin.showLabel}
        </button>
      )}
      <Button onClick={() => void copy()}>
        <Icon svg={CopyOutlined} /> {pin.copyLabel}
      </Button>
    </div>
  );
};

const CardList = ({ list }: { list: TCardListView }) => {
  const { Button, Skeleton, Result, Empty } = useKit();
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
      {list.cards.map(({ item, hasPin, action }) => (
        <AssessmentCard
          key={item.id}
          item={item}
          pin={hasPin ? <PinButton id={item.id} /> : undefined}
          actions={
            action && (
              <Button kind={action.primary ? 'primary' : 'default'} size="large" block onClick={action.go}>
                {action.label}
              </Button>
            )
          }
        />
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
