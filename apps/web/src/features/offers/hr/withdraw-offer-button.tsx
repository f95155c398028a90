import { useKit } from '../../../lib/kit/kit.ts';
import { useWithdrawOfferAction } from './use-offers-page.ts';

export { canWithdraw } from './use-offers-page.ts';

/** Withdraws a pending offer once HR confirms. */
export const WithdrawOfferButton = ({ offer }: { offer: { id: number; status: number } }) => {
  const { Button } = useKit();
  const action = useWithdrawOfferAction(offer.id);
  return (
    <Button kind="danger" outline loading={action.pending} onClick={action.onClick}>
      {action.label}
    </Button>
  );
};
