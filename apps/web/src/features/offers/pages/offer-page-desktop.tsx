import { useState } from 'react';
import { App, Button, Form, Input, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TCandidateOffer } from '@tmp/contracts';
import { useCandidateOffer } from '../api/get-candidate-offer.ts';
import { useSaveCandidateOfferStatus } from '../api/save-candidate-offer-status.ts';
import { OfferLetter, OfferOutcome } from '../components/offer-letter.tsx';
import { OfferUnavailable } from '../components/offer-unavailable.tsx';
import { useOfferId } from '../hooks/use-offer-id.ts';
import { checkReason, offerState, REASON_MAX } from '../utils/offer-state.ts';
import '../components/offers.css';

const RejectDialog = ({
  open,
  pending,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) => {
  const { t } = useTranslation('offers');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t('reject.title')}
      okText={t('reject.confirm')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={() =>
        void form
          .validateFields()
          .then((v) => onSubmit(v.reason.trim()))
          .catch(() => undefined)
      }
      onCancel={onCancel}
      destroyOnHidden
    >
      <p className="offer-dialog__text">{t('reject.text')}</p>
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item
          name="reason"
          label={t('reject.reason')}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = checkReason(value ?? '');
                return problem ? Promise.reject(new Error(t(`reject.${problem}`))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={REASON_MAX}
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
  const save = useSaveCandidateOfferStatus();
  const [rejecting, setRejecting] = useState(false);
  const accept = () =>
    modal.confirm({
      title: t('accept.title'),
      content: t('accept.text', { position: offer.positionName, company: offer.companyName }),
      okText: t('accept.confirm'),
      cancelText: t('actions.cancel'),
      onOk: () => save.mutateAsync({ id: offer.id, status: 2 }).catch(() => undefined),
    });
  return (
    <>
      <Button size="large" onClick={() => setRejecting(true)} disabled={save.isPending}>
        {t('actions.reject')}
      </Button>
      <Button type="primary" size="large" onClick={accept} loading={save.isPending && !rejecting}>
        {t('actions.accept')}
      </Button>
      <RejectDialog
        open={rejecting}
        pending={save.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) =>
          save.mutate({ id: offer.id, status: 3, reason }, { onSettled: () => setRejecting(false) })
        }
      />
    </>
  );
};

/** /offerConfirmation?id= on a desktop: the letter, the answer buttons, then the outcome. */
export const OfferPageDesktop = () => {
  const id = useOfferId();
  const offer = useCandidateOffer(id);
  if (!Number.isInteger(id)) return <OfferUnavailable />;
  if (offer.isPending) {
    return (
      <div className="offer-page">
        <div className="offer-page__inner">
          <Skeleton active title paragraph={{ rows: 8 }} />
        </div>
      </div>
    );
  }
  if (offer.isError) return <OfferUnavailable message={offer.error.message} />;
  const state = offerState(offer.data);
  return (
    <div className="offer-page">
      <div className="offer-page__inner">
        <OfferOutcome offer={offer.data} state={state} />
        <OfferLetter offer={offer.data} state={state} actions={<Answer offer={offer.data} />} />
      </div>
    </div>
  );
};
