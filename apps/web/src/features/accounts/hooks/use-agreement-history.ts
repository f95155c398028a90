import { useEffect, useRef } from 'react';

/**
 * While the agreement popup is open it owns a history entry, so the browser's back button closes it
 * (spec §2) instead of leaving the page. Closing it any other way takes that entry back out.
 */
export const useCloseOnBack = (open: boolean, onClose: () => void) => {
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
