import { App, Button, Form, Input, Modal, Skeleton } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { OFFER_REASON_MAX, type TCandidateOffer } from '@tmp/contracts';
import { OfferLetter, OfferOutcome } from '../components/offer-letter.tsx';
import { OfferUnavailable } from '../components/offer-unavailable.tsx';
import { useOfferAnswer, useOfferPage, type TOfferAnswer } from '../hooks/use-offer.ts';
import '../components/offers.css';

const RejectDialog = ({ answer }: { answer: TOfferAnswer }) => {
  const { t } = useTranslation('offers');
  const { reject } = answer;
  return (
    <Modal
      open={reject.open}
      title={t('reject.title')}
      okText={t('reject.confirm')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: true, loading: answer.pending }}
      onOk={reject.submit}
      onCancel={reject.close}
      destroyOnHidden
    >
      <p className="offer-dialog__text">{t('reject.text')}</p>
      <Form layout="vertical" requiredMark={false}>
        <Form.Item
          label={t('reject.reason')}
          htmlFor="offer-reject-reason"
          validateStatus={reject.error ? 'error' : undefined}
          help={reject.error}
        >
          <Input.TextArea
            id="offer-reject-reason"
            rows={4}
            showCount
            maxLength={OFFER_REASON_MAX}
            value={reject.reason}
            onChange={(e) => reject.setReason(e.target.value)}
            placeholder={t('reject.placeholder')}
            aria-label={t('reject.reason')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};

const Answer = ({ offer }: { offer: TCandidateOffer }) => {
  const { t } = useTranslation('offers');
  const { modal } = App.useApp();
  const answer = useOfferAnswer(offer);
  const { confirmText, ...confirm } = answer.acceptConfirm;
  return (
    <>
      <Button size="large" onClick={answer.reject.show} disabled={answer.pending}>
        {t('actions.reject')}
      </Button>
      <Button
        type="primary"
        size="large"
        onClick={() => modal.confirm({ ...confirm, okText: confirmText, onOk: answer.accept })}
        loading={answer.accepting}
      >
        {t('actions.accept')}
      </Button>
      <RejectDialog answer={answer} />
    </>
  );
};

/** /offerConfirmation?id= on a desktop: the letter, the answer buttons, then the outcome. */
export const OfferPageDesktop = () => {
  const page = useOfferPage();
  if (page.status === 'invalid') return <OfferUnavailable />;
  if (page.status === 'error') return <OfferUnavailable message={page.message} />;
  return (
    <div className="offer-page">
      <div className="offer-page__inner">
        {page.status === 'loading' ? (
          <Skeleton active title paragraph={{ rows: 8 }} />
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
