import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useAgreementReading } from '../hooks/use-agreement-reading.ts';
import { AgreementScroll } from './agreement-text.tsx';

interface TProps {
  open: boolean;
  onClose: () => void;
  onAgree: () => void;
}

/**
 * The user agreement and privacy policy popup (spec §2): not closable by the overlay, closed by the
 * browser's back button, and agreeable only once read to within 15 px of its end.
 */
export const AgreementDialog = ({ open, onClose, onAgree }: TProps) => {
  const { t } = useTranslation('accounts');
  const { Dialog, Button } = useKit();
  const reading = useAgreementReading({ open, onClose, onAgree });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('agreement.title')}
      wide
      className="agreement-dialog"
      closeLabel={t('agreement.close')}
    >
      <AgreementScroll className="agreement-scroll" {...reading.scroll} />
      <Button
        kind="primary"
        block
        size="large"
        disabled={!reading.read}
        onClick={reading.agree}
        className="account-submit"
      >
        {reading.agreeLabel}
      </Button>
    </Dialog>
  );
};
