import { useState } from 'react';
import { Button, Dialog, Popup, Skeleton, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TCandidateOffer } from '@tmp/contracts';
import { useCandidateOffer } from '../api/get-candidate-offer.ts';
import { useSaveCandidateOfferStatus } from '../api/save-candidate-offer-status.ts';
import { OfferLetter, OfferOutcome } from '../components/offer-letter.tsx';
import { OfferUnavailable } from '../components/offer-unavailable.tsx';
import { useOfferId } from '../hooks/use-offer-id.ts';
import { checkReason, offerState, REASON_MAX } from '../utils/offer-state.ts';
import '../components/offers.css';

const RejectSheet = ({
  open,
  pending,
  onClose,
  onSubmit,
}: {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) => {
  const { t } = useTranslation('offers');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const problem = checkReason(reason);
    if (problem) {
      setError(t(`reject.${problem}`));
      return;
    }
    onSubmit(reason.trim());
  };
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="offer-sheet" destroyOnClose>
      <h2 className="offer-sheet__title">{t('reject.title')}</h2>
      <p className="offer-dialog__text">{t('reject.text')}</p>
      <label className="offer-sheet__label" htmlFor="offer-reject-reason">
        {t('reject.reason')}
      </label>
      <div className={`offer-sheet__field${error ? ' offer-sheet__field--error' : ''}`}>
        <TextArea
          id="offer-reject-reason"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
          rows={4}
          showCount
          maxLength={REASON_MAX}
          placeholder={t('reject.placeholder')}
        />
      </div>
      {error && (
        <p className="offer-sheet__error" role="alert">
          {error}
        </p>
      )}
      <div className="offer-sheet__actions">
        <Button block onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button block color="danger" loading={pending} onClick={submit}>
          {t('reject.confirm')}
        </Button>
      </div>
    </Popup>
  );
};

const Answer = ({ offer }: { offer: TCandidateOffer }) => {
  const { t } = useTranslation('offers');
  const save = useSaveCandidateOfferStatus();
  const [rejecting, setRejecting] = useState(false);
  const accept = async () => {
    const confirmed = await Dialog.confirm({
      title: t('accept.title'),
      content: t('accept.text', { position: offer.positionName, company: offer.companyName }),
      confirmText: t('accept.confirm'),
      cancelText: t('actions.cancel'),
    });
    if (confirmed) save.mutate({ id: offer.id, status: 2 });
  };
  return (
    <>
      <div className="offer-mobile-bar">
        <Button
          className="offer-mobile-bar__reject"
          onClick={() => setRejecting(true)}
          disabled={save.isPending}
        >
          {t('actions.reject')}
        </Button>
        <Button
          className="offer-mobile-bar__accept"
          color="primary"
          loading={save.isPending && !rejecting}
          onClick={() => void accept()}
        >
          {t('actions.accept')}
        </Button>
      </div>
      <RejectSheet
        open={rejecting}
        pending={save.isPending}
        onClose={() => setRejecting(false)}
        onSubmit={(reason) =>
          save.mutate({ id: offer.id, status: 3, reason }, { onSettled: () => setRejecting(false) })
        }
      />
    </>
  );
};

/** /offerConfirmation?id= on a phone: the letter, a bottom bar to answer, then the outcome. */
export const OfferPageMobile = () => {
  const id = useOfferId();
  const offer = useCandidateOffer(id);
  if (!Number.isInteger(id)) return <OfferUnavailable />;
  if (offer.isPending) {
    return (
      <div className="offer-page offer-page--mobile">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (offer.isError) return <OfferUnavailable message={offer.error.message} />;
  const state = offerState(offer.data);
  return (
    <div className={`offer-page offer-page--mobile${state === 'pending' ? ' offer-page--answering' : ''}`}>
      <OfferOutcome offer={offer.data} state={state} />
      <OfferLetter offer={offer.data} state={state} actions={<Answer offer={offer.data} />} />
    </div>
  );
};
