import { useEffect } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCloseOnBack } from '../hooks/use-agreement-history.ts';
import { useReadToEnd } from '../hooks/use-read-to-end.ts';
import { AgreementText } from './agreement-text.tsx';

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
  const { read, onScroll, measure, reset } = useReadToEnd();
  useCloseOnBack(open, onClose);
  useEffect(() => {
    if (open) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

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
        <Button
          type="primary"
          block
          size="large"
          disabled={!read}
          onClick={() => {
            onAgree();
            onClose();
          }}
        >
          {read ? t('agreement.agree') : t('agreement.scrollHint')}
        </Button>
      }
    >
      <div
        className="agreement-scroll"
        data-testid="agreement-scroll"
        onScroll={onScroll}
        ref={measure}
        // Focusable so that a keyboard can scroll the policy to its end.
        tabIndex={0}
        role="region"
        aria-label={t('agreement.title')}
      >
        <AgreementText />
      </div>
    </Modal>
  );
};
