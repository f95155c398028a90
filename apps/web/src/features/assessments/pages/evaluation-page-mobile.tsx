import { Button, DotLoading, ErrorBlock, Tabs, Toast } from 'antd-mobile';
import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { AssessmentCard } from '../components/assessment-card.tsx';
import { useEvaluationCenter, usePin, type TCardListView } from '../hooks/use-evaluation-center.ts';
import '../components/assessments.css';

const PinButton = ({ id }: { id: number }) => {
  const pin = usePin(id);
  const copy = async () => {
    const copied = await pin.copy();
    if (copied) Toast.show({ icon: copied.ok ? 'success' : 'fail', content: copied.title });
  };
  return (
    <div className="assess-pin">
      <KeyOutlined aria-hidden="true" />
      <span className="assess-pin__label">{pin.label}</span>
      {pin.pin ? (
        <code className="assess-pin__value">{pin.pin}</code>
      ) : (
        <button type="button" className="assess-pin__show" onClick={pin.reveal}>
          {pin.showLabel}
        </button>
      )}
      <Button size="mini" onClick={() => void copy()}>
        <CopyOutlined /> {pin.copyLabel}
      </Button>
    </div>
  );
};

const CardList = ({ list }: { list: TCardListView }) => {
  if (list.state === 'loading')
    return (
      <div className="assess-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (list.state === 'error') return <ErrorBlock status="default" title={list.text} description="" />;
  if (list.state === 'empty') return <ErrorBlock status="empty" title={list.text} description="" />;
  return (
    <div className="assess-list">
      {list.cards.map(({ item, hasPin, action }) => (
        <AssessmentCard
          key={item.id}
          item={item}
          pin={hasPin ? <PinButton id={item.id} /> : undefined}
          actions={
            action && (
              <Button block color={action.primary ? 'primary' : 'default'} onClick={action.go}>
                {action.label}
              </Button>
            )
          }
        />
      ))}
    </div>
  );
};

/** /evaluation on phones: the same lists in tabs, cards full width, "more" for older ones. */
export const EvaluationPageMobile = () => {
  const { title, todo, done, pager } = useEvaluationCenter();
  return (
    <div className="assess-mobile">
      <h1 className="assess-mobile__title">{title}</h1>
      <Tabs>
        <Tabs.Tab key="todo" title={todo.label}>
          <CardList list={todo.list} />
        </Tabs.Tab>
        <Tabs.Tab key="done" title={done.label}>
          <CardList list={done.list} />
          {pager && (
            <div className="assess-pager">
              <Button size="small" disabled={!pager.previous} onClick={pager.previous}>
                {pager.previousLabel}
              </Button>
              <span>{pager.position}</span>
              <Button size="small" disabled={!pager.next} onClick={pager.next}>
                {pager.nextLabel}
              </Button>
            </div>
          )}
        </Tabs.Tab>
      </Tabs>
    </div>
  );
};
