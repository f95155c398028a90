import { Alert, Button, Empty, Input, Modal, Radio, Skeleton, Space, Tag } from 'antd';
import { CalendarOutlined, DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import {
  useInterviewsPage,
  type TInterviewCard,
  type TInterviewsPage,
} from '../hooks/use-interviews-page.ts';
import { InterviewCard } from '../components/interview-card.tsx';
import '../components/interviews.css';

const TONE_COLORS = { waiting: 'warning', scheduled: 'processing', closed: 'default' } as const;

const Card = ({ card, page }: { card: TInterviewCard; page: TInterviewsPage }) => {
  const { t } = useTranslation('interviews');
  return (
    <InterviewCard card={card} page={page} tag={<Tag color={TONE_COLORS[card.tone]}>{card.statusName}</Tag>}>
      <Space wrap className="interview-card__actions">
        {card.canBook && (
          <Button type="primary" icon={<CalendarOutlined />} onClick={() => page.startPick(card.id, 'book')}>
            {t('card.book')}
          </Button>
        )}
        {card.canMove && <Button onClick={() => page.startPick(card.id, 'move')}>{t('card.move')}</Button>}
        {card.canDownload && (
          <Button icon={<DownloadOutlined />} onClick={() => page.download(card.id)}>
            {t('card.download')}
          </Button>
        )}
        {card.canCancel && (
          <Button danger type="text" onClick={() => page.startCancel(card.id)}>
            {t('card.cancel')}
          </Button>
        )}
      </Space>
    </InterviewCard>
  );
};

const PickDialog = ({ page }: { page: TInterviewsPage }) => {
  const { t } = useTranslation('interviews');
  const { pick } = page;
  return (
    <Modal
      open={pick.open}
      title={pick.heading}
      okText={pick.confirmText}
      cancelText={t('pick.back')}
      okButtonProps={{ loading: pick.pending, disabled: pick.slots.length === 0 }}
      onOk={pick.confirm}
      onCancel={pick.close}
      destroyOnHidden
    >
      <p className="interview-dialog__lead">{pick.title}</p>
      <p className="interview-dialog__hint">{t('pick.hint', { zone: page.zone })}</p>
      {pick.slots.length === 0 ? (
        <Alert type="info" showIcon title={t('pick.none')} />
      ) : (
        <Radio.Group
          className="interview-slots"
          value={pick.slotId}
          onChange={(e) => pick.choose(e.target.value as number)}
          aria-label={pick.heading}
        >
          {pick.slots.map((slot) => (
            <Radio key={slot.id} value={slot.id} className="interview-slots__item">
              {slot.label}
            </Radio>
          ))}
        </Radio.Group>
      )}
      {pick.error && (
        <p className="interview-dialog__error" role="alert">
          {pick.error}
        </p>
      )}
    </Modal>
  );
};

const CancelDialog = ({ page }: { page: TInterviewsPage }) => {
  const { t } = useTranslation('interviews');
  const { cancel } = page;
  return (
    <Modal
      open={cancel.open}
      title={t('cancel.title')}
      okText={t('cancel.confirm')}
      cancelText={t('cancel.keep')}
      okButtonProps={{ danger: true, loading: cancel.pending }}
      onOk={cancel.confirm}
      onCancel={cancel.close}
      destroyOnHidden
    >
      <p className="interview-dialog__lead">{cancel.title}</p>
      <p className="interview-dialog__hint">{t('cancel.text')}</p>
      <label className="interview-dialog__label" htmlFor="interview-cancel-reason">
        {t('cancel.reason')}
      </label>
      <Input.TextArea
        id="interview-cancel-reason"
        rows={3}
        showCount
        maxLength={cancel.max}
        value={cancel.reason}
        status={cancel.error ? 'error' : undefined}
        placeholder={t('cancel.placeholder')}
        onChange={(e) => cancel.change(e.target.value)}
      />
      {cancel.error && (
        <p className="interview-dialog__error" role="alert">
          {cancel.error}
        </p>
      )}
    </Modal>
  );
};

/** /interview on a desktop: the candidate's interviews as cards, with dialogs to choose a time or cancel. */
export const InterviewPageDesktop = () => {
  const { t } = useTranslation('interviews');
  const page = useInterviewsPage();
  return (
    <>
      <section className="interviews-hero">
        <div className="site-container">
          <h1 className="interviews-hero__title">{t('title')}</h1>
          <p className="interviews-hero__subtitle">{t('subtitle')}</p>
        </div>
      </section>
      <div className="site-container interviews-body">
        <p className="interviews-zone">{t('zone', { zone: page.zone })}</p>
        {page.state === 'loading' ? (
          <div className="interview-card">
            <Skeleton active paragraph={{ rows: 5 }} />
          </div>
        ) : page.state === 'error' ? (
          <div className="interview-card">
            <Alert
              type="error"
              showIcon
              title={t('loadFailed')}
              description={page.errorText}
              action={<Button onClick={page.retry}>{t('retry')}</Button>}
            />
          </div>
        ) : page.state === 'empty' ? (
          <div className="interview-card">
            <Empty description={t('empty')}>
              <p className="interview-card__note">{t('emptyHint')}</p>
              <Link to={page.applyHref}>
                <Button type="primary">{t('toApplications')}</Button>
              </Link>
            </Empty>
          </div>
        ) : (
          page.cards.map((card) => <Card key={card.id} card={card} page={page} />)
        )}
      </div>
      <PickDialog page={page} />
      <CancelDialog page={page} />
    </>
  );
};
