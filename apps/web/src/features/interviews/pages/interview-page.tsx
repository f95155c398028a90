import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormDialog } from '../../../lib/kit/form-dialog.tsx';
import { useInterviewsPage, type TInterviewsPage } from '../hooks/use-interviews-page.ts';
import { InterviewCard } from '../components/interview-card.tsx';
import '../components/interviews.css';

/** What a dialog is about (the interview) and what to know before answering. */
const Lead = ({ title, hint }: { title: string; hint: string }) => (
  <>
    <p className="interview-dialog__lead">{title}</p>
    <p className="interview-dialog__hint">{hint}</p>
  </>
);

const PickDialog = ({ page }: { page: TInterviewsPage }) => {
  const { t } = useTranslation('interviews');
  const { Choice, Notice } = useKit();
  const { pick } = page;
  return (
    <FormDialog
      open={pick.open}
      title={pick.heading}
      onClose={pick.close}
      onSubmit={pick.confirm}
      lead={<Lead title={pick.title} hint={t('pick.hint', { zone: page.zone })} />}
      submit={pick.confirmText}
      pending={pick.pending}
      disabled={pick.slots.length === 0}
      cancel={t('pick.back')}
    >
      {pick.slots.length === 0 ? (
        <Notice tone="info">{t('pick.none')}</Notice>
      ) : (
        <Choice
          rows
          value={pick.slotId ?? undefined}
          onChange={pick.choose}
          options={pick.slots.map((slot) => ({ value: slot.id, label: slot.label }))}
          aria-label={pick.heading}
        />
      )}
      {pick.error && <Notice tone="error">{pick.error}</Notice>}
    </FormDialog>
  );
};

const CancelDialog = ({ page }: { page: TInterviewsPage }) => {
  const { t } = useTranslation('interviews');
  const { Field, TextArea } = useKit();
  const { cancel } = page;
  return (
    <FormDialog
      open={cancel.open}
      title={t('cancel.title')}
      onClose={cancel.close}
      onSubmit={cancel.confirm}
      lead={<Lead title={cancel.title} hint={t('cancel.text')} />}
      submit={t('cancel.confirm')}
      danger
      pending={cancel.pending}
      cancel={t('cancel.keep')}
    >
      <Field label={t('cancel.reason')} htmlFor="interview-cancel-reason" error={cancel.error ?? undefined}>
        <TextArea
          id="interview-cancel-reason"
          rows={3}
          showCount
          maxLength={cancel.max}
          value={cancel.reason}
          placeholder={t('cancel.placeholder')}
          onChange={cancel.change}
        />
      </Field>
    </FormDialog>
  );
};

/** In place of the cards: loading, the failure with a retry, or none yet with the way to the applications. */
const ListState = ({ page }: { page: TInterviewsPage }) => {
  const { t } = useTranslation('interviews');
  const { Button, Skeleton, Result, Empty } = useKit();
  const navigate = useNavigate();
  return (
    <div className="interview-card">
      {page.state === 'loading' ? (
        <Skeleton rows={5} />
      ) : page.state === 'error' ? (
        <Result
          status="error"
          title={t('loadFailed')}
          text={page.errorText}
          action={<Button onClick={page.retry}>{t('retry')}</Button>}
        />
      ) : (
        <Empty
          title={t('empty')}
          action={
            <>
              <p className="interview-card__note">{t('emptyHint')}</p>
              <Button kind="primary" onClick={() => void navigate(page.applyHref)}>
                {t('toApplications')}
              </Button>
            </>
          }
        />
      )}
    </div>
  );
};

/** /interview: the candidate's interviews as cards, with dialogs (sheets on a phone) to choose a time or cancel. */
export const InterviewPage = () => {
  const { t } = useTranslation('interviews');
  const { device } = useKit();
  const page = useInterviewsPage();
  return (
    <div className={`interviews interviews--${device}`}>
      <section className="interviews-hero">
        <div className="site-container">
          <h1 className="interviews-hero__title">{t('title')}</h1>
          <p className="interviews-hero__subtitle">{t('subtitle')}</p>
        </div>
      </section>
      <div className="site-container interviews-body">
        <p className="interviews-zone">{t('zone', { zone: page.zone })}</p>
        {page.state === 'ready' ? (
          page.cards.map((card) => <InterviewCard key={card.id} card={card} page={page} />)
        ) : (
          <ListState page={page} />
        )}
      </div>
      <PickDialog page={page} />
      <CancelDialog page={page} />
    </div>
  );
};
