import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useCloseOnBack } from './use-agreement-history.ts';
import { useReadToEnd } from './use-read-to-end.ts';

interface TAgreementReading {
  open: boolean;
  onClose: () => void;
  onAgree: () => void;
}

/**
 * The agreement popup's rules on either device (spec §2): closed by the browser's back button, read again
 * from the start each time it opens, and agreeable only once read to its end.
 */
export const useAgreementReading = ({ open, onClose, onAgree }: TAgreementReading) => {
  const { t } = useTranslation('accounts');
  const { read, onScroll, measure, reset } = useReadToEnd();
  useCloseOnBack(open, onClose);
  useEffect(() => {
    if (open) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return {
    read,
    agreeLabel: read ? t('agreement.agree') : t('agreement.scrollHint'),
    agree: () => {
      onAgree();
      onClose();
    },
    scroll: { onScroll, measure },
  };
};
