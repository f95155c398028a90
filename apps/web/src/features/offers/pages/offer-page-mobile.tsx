import { Button, Dialog, Popup, Skeleton, TextArea } from 'antd-mobile';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { OFFER_REASON_MAX, type TCandidateOffer } from '@tmp/contracts';
import { OfferLetter, OfferOutcome } from '../components/offer-letter.tsx';
import { OfferUnavailable } from '../components/offer-unavailable.tsx';
import { useOfferAnswer, useOfferPage, type TOfferAnswer } from '../hooks/use-offer.ts';
import '../components/offers.css';

const RejectSheet = ({ answer }: { answer: TOfferAnswer }) => {
  const { t } = useTranslation('offers');
  const { reject } = answer;
  return (
    <Popup
      visible={reject.open}
      onMaskClick={reject.close}
      onClose={reject.close}
      bodyClassName="offer-sheet"
      destroyOnClose
    >
      <h2 className="offer-sheet__title">{t('reject.title')}</h2>
      <p className="offer-dialog__text">{t('reject.text')}</p>
      <label className="offer-sheet__label" htmlFor="offer-reject-reason">
        {t('reject.reason')}
      </label>
      <div className={`offer-sheet__field${reject.error ? ' offer-sheet__field--error' : ''}`}>
        <TextArea
          id="offer-reject-reason"
          value={reject.reason}
          onChange={reject.setReason}
          rows={4}
          showCount
          maxLength={OFFER_REASON_MAX}
          placeholder={t('reject.placeholder')}
        />
      </div>
      {reject.error && (
        <p className="offer-sheet__error" role="alert">
          {reject.error}
        </p>
      )}
      <div className="offer-sheet__actions">
        <Button block onClick={reject.close}>
          {t('actions.cancel')}
        </Button>
        <Button block color="danger" loading={answer.pending} onClick={reject.submit}>
          {t('reject.confirm')}
        </Button>
      </div>
    </Popup>
  );
};

const Answer = ({ offer }: { offer: TCandidateOffer }) => {
  const { t } = useTranslation('offers');
  const answer = useOfferAnswer(offer);
  const accept = async () => {
    if (await Dialog.confirm(answer.acceptConfirm)) await answer.accept();
  };
  return (
    <>
      <div className="offer-mobile-bar">
        <Button className="offer-mobile-bar__reject" onClick={answer.reject.show} disabled={answer.pending}>
          {t('actions.reject')}
        </Button>
        <Button
          className="offer-mobile-bar__accept"
          color="primary"
          loading={answer.accepting}
          onClick={() => void accept()}
        >
          {t('actions.accept')}
        </Button>
      </div>
      <RejectSheet answer={answer} />
    </>
  );
};

/** /offerConfirmation?id= on a phone: the letter, a bottom bar to answer, then the outcome. */
export const OfferPageMobile = () => {
  const page = useOfferPage();
  if (page.status === 'invalid') return <OfferUnavailable />;
  if (page.status === 'error') return <OfferUnavailable message={page.message} />;
  if (page.status === 'loading') {
    return (
      <div className="offer-page offer-page--mobile">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  return (
    <div
      className={`offer-page offer-page--mobile${page.state === 'pending' ? ' offer-page--answering' : ''}`}
    >
      <OfferOutcome offer={page.offer} state={page.state} />
      <OfferLetter offer={page.offer} state={page.state} actions={<Answer offer={page.offer} />} />
    </div>
  );
};
