import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** The agreement counts as read once the reader is within this many pixels of its end (spec §9). */
const READ_TOLERANCE_PX = 15;

const isReadToEnd = (el: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean =>
  el.scrollHeight - el.scrollTop - el.clientHeight <= READ_TOLERANCE_PX;

/**
 * While the agreement popup is open it owns a history entry, so the browser's back button closes it
 * (spec §2) instead of leaving the page. Closing it any other way takes that entry back out.
 */
const useCloseOnBack = (open: boolean, onClose: () => void) => {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    window.history.pushState({ ...(window.history.state as object | null), agreementPopup: true }, '');
    let poppedByBack = false;
    const onPop = () => {
      poppedByBack = true;
      onCloseRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      const state = window.history.state as { agreementPopup?: boolean } | null;
      if (!poppedByBack && state?.agreementPopup) window.history.back();
    };
  }, [open]);
};

/**
 * The agreement popup's rules on either device (spec §2): closed by the browser's back button, read again
 * from the start each time it opens, and agreeable only once read to its end (once read it stays read).
 */
export const useAgreementReading = (open: boolean, onClose: () => void, onAgree: () => void) => {
  const { t } = useTranslation('accounts');
  const [read, setRead] = useState(false);
  useCloseOnBack(open, onClose);
  useEffect(() => {
    if (open) setRead(false);
  }, [open]);
  return {
    read,
    agreeLabel: read ? t('agreement.agree') : t('agreement.scrollHint'),
    agree: () => {
      onAgree();
      onClose();
    },
    onScroll: useCallback((event: UIEvent<HTMLElement>) => {
      if (isReadToEnd(event.currentTarget)) setRead(true);
    }, []),
    /** Checks on mount a box that may be too short to scroll at all. */
    measure: useCallback((el: HTMLElement | null) => {
      if (el && el.scrollHeight > 0 && isReadToEnd(el)) setRead(true);
    }, []),
  };
};
