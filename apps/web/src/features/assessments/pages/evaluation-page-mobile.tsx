import { Button, DotLoading, ErrorBlock, Tabs, Toast } from 'antd-mobile';
import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAssessmentItem } from '@tmp/contracts';
import { AssessmentCard, hasPin, onlineTestHref, primaryActionOf } from '../components/assessment-card.tsx';
import { useEvaluationLists } from '../hooks/use-evaluation-lists.ts';
import { usePinCopy } from '../hooks/use-pin-copy.ts';
import '../components/assessments.css';

const PAGE_SIZE = 10;

const PinButton = ({ id }: { id: number }) => {
  const { t } = useTranslation('assessments');
  const pin = usePinCopy(id);
  const onCopy = async () => {
    const copied = await pin.copy();
    if (copied === null) return;
    Toast.show({
      icon: copied ? 'success' : 'fail',
      content: t(copied ? 'pin.copySuccess' : 'pin.copyFailed'),
    });
  };
  return (
    <div className="assess-pin">
      <KeyOutlined aria-hidden="true" />
      <span className="assess-pin__label">{t('pin.label')}</span>
      {pin.pin ? (
        <code className="assess-pin__value">{pin.pin}</code>
      ) : (
        <button type="button" className="assess-pin__show" onClick={() => void pin.reveal()}>
          {t('pin.show')}
        </button>
      )}
      <Button size="mini" onClick={() => void onCopy()}>
        <CopyOutlined /> {t('pin.copy')}
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
            block
            color={action === 'result' ? 'default' : 'primary'}
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
  if (pending)
    return (
      <div className="assess-loading">
        <DotLoading color="primary" />
      </div>
    );
  if (error) return <ErrorBlock status="default" title={error.message} description="" />;
  if (!items?.length) return <ErrorBlock status="empty" title={empty} description="" />;
  return (
    <div className="assess-list">
      {items.map((item) => (
        <Card key={item.id} item={item} />
      ))}
    </div>
  );
};

/** /evaluation on phones: the same lists in tabs, cards full width, "more" for older ones. */
export const EvaluationPageMobile = () => {
  const { t } = useTranslation('assessments');
  const { todo, done, pageIndex, setPageIndex } = useEvaluationLists(PAGE_SIZE);
  const doneTotal = done.data?.recordcount ?? 0;
  const pages = Math.ceil(doneTotal / PAGE_SIZE);
  return (
    <div className="assess-mobile">
      <h1 className="assess-mobile__title">{t('center.title')}</h1>
      <Tabs>
        <Tabs.Tab key="todo" title={t('center.todoTab', { count: todo.data?.recordcount ?? 0 })}>
          <CardList
            items={todo.data?.list}
            pending={todo.isPending}
            error={todo.error}
            empty={t('center.todoEmpty')}
          />
        </Tabs.Tab>
        <Tabs.Tab key="done" title={t('center.doneTab', { count: doneTotal })}>
          <CardList
            items={done.data?.list}
            pending={done.isPending}
            error={done.error}
            empty={t('center.doneEmpty')}
          />
          {pages > 1 && (
            <div className="assess-pager">
              <Button size="small" disabled={pageIndex <= 1} onClick={() => setPageIndex(pageIndex - 1)}>
                {t('center.previous')}
              </Button>
              <span>{t('center.page', { page: pageIndex, pages })}</span>
              <Button size="small" disabled={pageIndex >= pages} onClick={() => setPageIndex(pageIndex + 1)}>
                {t('center.next')}
              </Button>
            </div>
          )}
        </Tabs.Tab>
      </Tabs>
    </div>
  );
};
