import { Button, ErrorBlock, Popup, Radio, Skeleton, Tag, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import {
  useInterviewsPage,
  type TInterviewCard,
  type TInterviewsPage,
} from '../hooks/use-interviews-page.ts';
import { InterviewCard } from '../components/interview-card.tsx';
import '../components/interviews.css';

const TONE_COLORS = { waiting: 'warning', scheduled: 'primary', closed: 'default' } as const;

const Card = ({ card, page }: { card: TInterviewCard; page: TInterviewsPage }) => {
  const { t } = useTranslation('interviews');
  const actions = [
    card.canBook && (
      <Button
        key="book"
        color="primary"
        className="interview-card__wide"
        onClick={() => page.startPick(card.id, 'book')}
      >
        {t('card.book')}
      </Button>
    ),
    card.canMove && (
      <Button key="move" onClick={() => page.startPick(card.id, 'move')}>
        {t('card.move')}
      </Button>
    ),
    card.canDownload && (
      <Button key="download" onClick={() => page.download(card.id)}>
        {t('card.download')}
      </Button>
    ),
    card.canCancel && (
      <Button
        key="cancel"
        color="danger"
        fill="outline"
        className="interview-card__wide"
        onClick={() => page.startCancel(card.id)}
      >
        {t('card.cancel')}
      </Button>
    ),
  ].filter(Boolean);
  return (
    <InterviewCard
      card={card}
      page={page}
      tag={
        <Tag color={TONE_COLORS[card.tone]} fill="outline">
          {card.statusName}
        </Tag>
      }
    >
      {actions.length > 0 && <div className="interview-card__actions-m">{actions}</div>}
    </InterviewCard>
  );
};

const PickSheet = ({ page }: { page: TInterviewsPage }) => {
  const { t } = useTranslation('interviews');
  const { pick } = page;
  return (
    <Popup
      visible={pick.open}
      onMaskClick={pick.close}
      onClose={pick.close}
      bodyClassName="interview-sheet"
      destroyOnClose
    >
      <div role="dialog" aria-label={pick.heading}>
        <h2 className="interview-sheet__title">{pick.heading}</h2>
        <p className="interview-dialog__lead">{pick.title}</p>
        <p className="interview-dialog__hint">{t('pick.hint', { zone: page.zone })}</p>
        {pick.slots.length === 0 ? (
          <p className="interview-dialog__hint">{t('pick.none')}</p>
        ) : (
          <div role="radiogroup" aria-label={pick.heading} className="interview-slots interview-slots--m">
            <Radio.Group value={pick.slotId} onChange={(value) => pick.choose(value as number)}>
              {pick.slots.map((slot) => (
                <Radio key={slot.id} value={slot.id} block className="interview-slots__item">
                  {slot.label}
                </Radio>
              ))}
            </Radio.Group>
          </div>
        )}
        {pick.error && (
          <p className="interview-dialog__error" role="alert">
            {pick.error}
          </p>
        )}
        <div className="interview-sheet__actions">
          <Button block onClick={pick.close}>
            {t('pick.back')}
          </Button>
          <Button
            block
            color="primary"
            loading={pick.pending}
            disabled={pick.slots.length === 0}
            onClick={pick.confirm}
          >
            {pick.confirmText}
          </Button>
        </div>
      </div>
    </Popup>
  );
};

const CancelSheet = ({ page }: { page: TInterviewsPage }) => {
  const { t } = useTranslation('interviews');
  const { cancel } = page;
  return (
    <Popup
      visible={cancel.open}
      onMaskClick={cancel.close}
      onClose={cancel.close}
      bodyClassName="interview-sheet"
      destroyOnClose
    >
      <div role="dialog" aria-label={t('cancel.title')}>
        <h2 className="interview-sheet__title">{t('cancel.title')}</h2>
        <p className="interview-dialog__lead">{cancel.title}</p>
        <p className="interview-dialog__hint">{t('cancel.text')}</p>
        <label className="interview-dialog__label" htmlFor="interview-cancel-reason-m">
          {t('cancel.reason')}
        </label>
        <div className={`interview-sheet__field${cancel.error ? ' interview-sheet__field--error' : ''}`}>
          <TextArea
            id="interview-cancel-reason-m"
            rows={3}
            showCount
            maxLength={cancel.max}
            value={cancel.reason}
            placeholder={t('cancel.placeholder')}
            onChange={cancel.change}
          />
        </div>
        {cancel.error && (
          <p className="interview-dialog__error" role="alert">
            {cancel.error}
          </p>
        )}
        <div className="interview-sheet__actions">
          <Button block onClick={cancel.close}>
            {t('cancel.keep')}
          </Button>
          <Button block color="danger" loading={cancel.pending} onClick={cancel.confirm}>
            {t('cancel.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
};

/** /interview on a phone: stacked cards, bottom sheets to choose a time or cancel. */
export const InterviewPageMobile = () => {
  const { t } = useTranslation('interviews');
  const navigate = useNavigate();
  const page = useInterviewsPage();
  return (
    <div className="interviews-m">
      <section>
        <h1 className="interviews-m__title">{t('title')}</h1>
        <p className="interviews-m__subtitle">{t('zone', { zone: page.zone })}</p>
      </section>
      {page.state === 'loading' ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : page.state === 'error' ? (
        <ErrorBlock status="default" title={t('loadFailed')} description={page.errorText}>
          <Button onClick={page.retry}>{t('retry')}</Button>
        </ErrorBlock>
      ) : page.state === 'empty' ? (
        <ErrorBlock status="empty" title={t('empty')} description={t('emptyHint')}>
          <Button color="primary" onClick={() => void navigate(page.applyHref)}>
            {t('toApplications')}
          </Button>
        </ErrorBlock>
      ) : (
        page.cards.map((card) => <Card key={card.id} card={card} page={page} />)
      )}
      <PickSheet page={page} />
      <CancelSheet page={page} />
    </div>
  );
};
