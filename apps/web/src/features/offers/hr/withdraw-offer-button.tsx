import { useKit } from '../../../lib/kit/kit.ts';
import { useWithdrawOfferAction } from './use-withdraw-offer-action.ts';

export { canWithdraw } from './use-withdraw-offer-action.ts';

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
