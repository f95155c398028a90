import { App, Button } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { OfferStatus } from '@tmp/contracts';
import { useWithdrawOffer } from './api.ts';

/** Only a pending offer can be withdrawn; an answered one stays as it is. */
export const canWithdraw = (offer: { status: number }) => offer.status === OfferStatus.Pending;

/** Withdraws a pending offer once HR confirms. */
export const WithdrawOfferButton = ({
  offer,
  size,
}: {
  offer: { id: number; status: number };
  size?: 'small';
}) => {
  const { t } = useTranslation('hr');
  const { modal } = App.useApp();
  const withdraw = useWithdrawOffer();
  return (
    <Button
      size={size}
      danger
      onClick={() =>
        modal.confirm({
          title: t('offers.withdrawTitle'),
          content: t('offers.withdrawText'),
          okText: t('offers.withdraw'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: () => withdraw.mutateAsync(offer.id).catch(() => undefined),
        })
      }
    >
      {t('offers.withdraw')}
    </Button>
  );
};
