import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormDialog } from '../../../lib/kit/form-dialog.tsx';
import { OFFER_REASON_MAX, type TCandidateOffer } from '@tmp/contracts';
import { OfferLetter, OfferOutcome } from '../components/offer-letter.tsx';
import { useOfferAnswer, useOfferPage, type TOfferAnswer } from '../hooks/use-offer.ts';
import '../components/offers.css';

/** An unknown offer, or one of someone else: the server's own message, then a way to the applications. */
const OfferUnavailable = ({ message }: { message?: string }) => {
  const { t } = useTranslation('offers');
  return (
    <NoticePanel
      icon={<Icon svg={FileSearchOutlined} />}
      title={message || t('unavailable.title')}
      text={t('unavailable.text')}
      action={{ label: t('unavailable.action'), to: paths.apply.getHref() }}
    />
  );
};

const RejectDialog = ({ answer }: { answer: TOfferAnswer }) => {
  const { t } = useTranslation('offers');
  const { Field, TextArea } = useKit();
  const { reject } = answer;
  return (
    <FormDialog
      open={reject.open}
      title={t('reject.title')}
      onClose={reject.close}
      onSubmit={reject.submit}
      lead={<p className="offer-dialog__text">{t('reject.text')}</p>}
      submit={t('reject.confirm')}
      danger
      pending={answer.pending}
      cancel={t('actions.cancel')}
    >
      <Field label={t('reject.reason')} htmlFor="offer-reject-reason" error={reject.error ?? undefined}>
        <TextArea
          id="offer-reject-reason"
          rows={4}
          showCount
          maxLength={OFFER_REASON_MAX}
          value={reject.reason}
          onChange={reject.setReason}
          placeholder={t('reject.placeholder')}
          aria-label={t('reject.reason')}
        />
      </Field>
    </FormDialog>
  );
};

const Answer = ({ offer }: { offer: TCandidateOffer }) => {
  const { t } = useTranslation('offers');
  const { Button, useConfirm } = useKit();
  const confirm = useConfirm();
  const answer = useOfferAnswer(offer);
  const accept = async () => {
    if (await confirm(answer.acceptConfirm)) await answer.accept();
  };
  return (
    <div className="offer-answer">
      <Button
        size="large"
        className="offer-answer__reject"
        onClick={answer.reject.show}
        disabled={answer.pending}
      >
        {t('actions.reject')}
      </Button>
      <Button
        kind="primary"
        size="large"
        className="offer-answer__accept"
        loading={answer.accepting}
        onClick={() => void accept()}
      >
        {t('actions.accept')}
      </Button>
      <RejectDialog answer={answer} />
    </div>
  );
};

/** /offerConfirmation?id=: the letter with the answer buttons (a bar at the foot of a phone), then the outcome. */
export const OfferPage = () => {
  const { Skeleton, device } = useKit();
  const page = useOfferPage();
  if (page.status === 'invalid') return <OfferUnavailable />;
  if (page.status === 'error') return <OfferUnavailable message={page.message} />;
  const answering = page.status === 'ready' && page.state === 'pending';
  return (
    <div className={`offer-page offer-page--${device}${answering ? ' offer-page--answering' : ''}`}>
      <div className="offer-page__inner">
        {page.status === 'loading' ? (
          <Skeleton rows={8} />
        ) : (
          <>
            <OfferOutcome offer={page.offer} state={page.state} />
            <OfferLetter offer={page.offer} state={page.state} actions={<Answer offer={page.offer} />} />
          </>
        )}
      </div>
    </div>
  );
};
