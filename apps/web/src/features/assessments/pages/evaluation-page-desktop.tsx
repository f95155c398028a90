import { App, Button, Empty, Pagination, Result, Skeleton, Tabs } from 'antd';
import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { AssessmentCard } from '../components/assessment-card.tsx';
import { useEvaluationCenter, usePin, type TCardListView } from '../hooks/use-evaluation-center.ts';
import '../components/assessments.css';

const PinButton = ({ id }: { id: number }) => {
  const { notification } = App.useApp();
  const pin = usePin(id);
  const copy = async () => {
    const copied = await pin.copy();
    if (copied)
      notification[copied.ok ? 'success' : 'error']({ title: copied.title, description: copied.pin });
  };
  return (
    <div className="assess-pin">
      <KeyOutlined aria-hidden="true" />
      <span className="assess-pin__label">{pin.label}</span>
      {pin.pin ? (
        <code className="assess-pin__value">{pin.pin}</code>
      ) : (
        <Button type="link" size="small" onClick={pin.reveal} loading={pin.loading}>
          {pin.showLabel}
        </Button>
      )}
      <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()}>
        {pin.copyLabel}
      </Button>
    </div>
  );
};

const CardList = ({ list }: { list: TCardListView }) => {
  if (list.state === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.state === 'error') return <Result status="warning" title={list.text} />;
  if (list.state === 'empty') return <Empty description={list.text} className="assess-empty" />;
  return (
    <div className="assess-list">
      {list.cards.map(({ item, hasPin, action }) => (
        <AssessmentCard
          key={item.id}
          item={item}
          pin={hasPin ? <PinButton id={item.id} /> : undefined}
          actions={
            action && (
              <Button type={action.primary ? 'primary' : 'default'} size="large" onClick={action.go}>
                {action.label}
              </Button>
            )
          }
        />
      ))}
    </div>
  );
};

/** /evaluation on desktop: to do and done in tabs. */
export const EvaluationPageDesktop = () => {
  const { title, subtitle, todo, done, pager } = useEvaluationCenter();
  return (
    <>
      <section className="assess-hero">
        <div className="site-container">
          <h1 className="assess-hero__title">{title}</h1>
          <p className="assess-hero__text">{subtitle}</p>
        </div>
      </section>
      <div className="site-container assess-body">
        <Tabs
          size="large"
          items={[
            { key: 'todo', label: todo.label, children: <CardList list={todo.list} /> },
            {
              key: 'done',
              label: done.label,
              children: (
                <>
                  <CardList list={done.list} />
                  {pager && (
                    <Pagination
                      className="assess-pagination"
                      current={pager.current}
                      pageSize={pager.pageSize}
                      total={pager.total}
                      onChange={pager.onChange}
                      showSizeChanger={false}
                    />
                  )}
                </>
              ),
            },
          ]}
        />
      </div>
    </>
  );
};
