import { App, Button, Empty, Pagination, Result, Skeleton, Tabs } from 'antd';
import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAssessmentItem } from '@tmp/contracts';
import { AssessmentCard, hasPin, onlineTestHref, primaryActionOf } from '../components/assessment-card.tsx';
import { EvaluationHero } from '../components/evaluation-hero.tsx';
import { useEvaluationLists } from '../hooks/use-evaluation-lists.ts';
import { usePinCopy } from '../hooks/use-pin-copy.ts';
import '../components/assessments.css';

const PAGE_SIZE = 10;

const PinButton = ({ id }: { id: number }) => {
  const { t } = useTranslation('assessments');
  const { notification } = App.useApp();
  const pin = usePinCopy(id);
  const onCopy = async () => {
    const copied = await pin.copy();
    if (copied === null) return;
    if (copied) notification.success({ title: t('pin.copySuccess'), description: pin.pin ?? undefined });
    else notification.error({ title: t('pin.copyFailed'), description: pin.pin ?? undefined });
  };
  return (
    <div className="assess-pin">
      <KeyOutlined aria-hidden="true" />
      <span className="assess-pin__label">{t('pin.label')}</span>
      {pin.pin ? (
        <code className="assess-pin__value">{pin.pin}</code>
      ) : (
        <Button type="link" size="small" onClick={() => void pin.reveal()} loading={pin.loading}>
          {t('pin.show')}
        </Button>
      )}
      <Button size="small" icon={<CopyOutlined />} onClick={() => void onCopy()}>
        {t('pin.copy')}
      </Button>
    </div>
  );
};

const Card = ({ item }: { item: TAssessmentItem }) => {
  const { t } = useTranslation('assessments');
  const navigate = useNavigate();
  const action = primaryActionOf(item);
  return (
    <AssessmentCard
      item={item}
      pin={hasPin(item) ? <PinButton id={item.id} /> : undefined}
      actions={
        action && (
          <Button
            type={action === 'result' ? 'default' : 'primary'}
            size="large"
            onClick={() => navigate(onlineTestHref(item.id))}
          >
            {t(`card.action.${action}`)}
          </Button>
        )
      }
    />
  );
};

interface TListProps {
  items: TAssessmentItem[] | undefined;
  pending: boolean;
  error: Error | null;
  empty: string;
}

const CardList = ({ items, pending, error, empty }: TListProps) => {
  if (pending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error) return <Result status="warning" title={error.message} />;
  if (!items?.length) return <Empty description={empty} className="assess-empty" />;
  return (
    <div className="assess-list">
      {items.map((item) => (
        <Card key={item.id} item={item} />
      ))}
    </div>
  );
};

/** /evaluation on desktop: to do and done in tabs. */
export const EvaluationPageDesktop = () => {
  const { t } = useTranslation('assessments');
  const { todo, done, pageIndex, setPageIndex } = useEvaluationLists(PAGE_SIZE);
  const doneTotal = done.data?.recordcount ?? 0;
  return (
    <>
      <EvaluationHero />
      <div className="site-container assess-body">
        <Tabs
          size="large"
          items={[
            {
              key: 'todo',
              label: t('center.todoTab', { count: todo.data?.recordcount ?? 0 }),
              children: (
                <CardList
                  items={todo.data?.list}
                  pending={todo.isPending}
                  error={todo.error}
                  empty={t('center.todoEmpty')}
                />
              ),
            },
            {
              key: 'done',
              label: t('center.doneTab', { count: doneTotal }),
              children: (
                <>
                  <CardList
                    items={done.data?.list}
                    pending={done.isPending}
                    error={done.error}
                    empty={t('center.doneEmpty')}
                  />
                  {doneTotal > PAGE_SIZE && (
                    <Pagination
                      className="assess-pagination"
                      current={pageIndex}
                      pageSize={PAGE_SIZE}
                      total={doneTotal}
                      onChange={setPageIndex}
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
