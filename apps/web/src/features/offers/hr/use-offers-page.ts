import { OfferStatus } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useHrOffers, useWithdrawOffer } from './api.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useListParams } from '../../../components/console/use-list-params.ts';

/** /hr/offers: one page of offers under the status filter of the address. */
export const useOffersPage = () => {
  const format = useHrFormat();
  const list = useListParams();
  const offers = useHrOffers({ pageIndex: list.page, pageSize: list.pageSize, status: list.int('status') });
  return { format, list, offers };
};

/** Only a pending offer can be withdrawn; an answered one stays as it is. */
export const canWithdraw = (offer: { status: number }) => offer.status === OfferStatus.Pending;

/** Withdrawing a pending offer, once HR confirms it in the kit's dialog. */
export const useWithdrawOfferAction = (offerId: number) => {
  const { t } = useTranslation('hr');
  const confirm = useKit().useConfirm();
  const withdraw = useWithdrawOffer();
  const ask = async () => {
    const confirmed = await confirm({
      title: t('offers.withdrawTitle'),
      content: t('offers.withdrawText'),
      confirmText: t('offers.withdraw'),
      cancelText: t('common.cancel'),
      danger: true,
    });
    // A refusal is shown by the console's calls; the list stays as it was.
    if (confirmed) await withdraw.mutateAsync(offerId).catch(() => undefined);
  };
  return { label: t('offers.withdraw'), pending: withdraw.isPending, onClick: () => void ask() };
};
