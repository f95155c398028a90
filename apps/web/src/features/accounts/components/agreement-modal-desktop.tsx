import { Button, Modal } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
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
export const AgreementModalDesktop = ({ open, onClose, onAgree }: TProps) => {
  const { t } = useTranslation('accounts');
  const reading = useAgreementReading({ open, onClose, onAgree });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('agreement.title')}
      width={720}
      centered
      mask={{ closable: false }}
      className="agreement-modal"
      closable={{ 'aria-label': t('agreement.close') }}
      footer={
        <Button type="primary" block size="large" disabled={!reading.read} onClick={reading.agree}>
          {reading.agreeLabel}
        </Button>
      }
    >
      <AgreementScroll className="agreement-scroll" {...reading.scroll} />
    </Modal>
  );
};
