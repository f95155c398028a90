import { useCallback, useEffect, useState } from 'react';
import { getCaptcha } from '../api/get-captcha.ts';

/**
 * The image captcha of the email forms (and of SMS sending once the server asks for it): loaded when shown,
 * replaced on click and after each attempt.
 */
export const useCaptcha = (enabled: boolean) => {
  const [captcha, setCaptcha] = useState<{ image: string; key: string } | null>(null);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setCaptcha(await getCaptcha());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled, refresh]);

  return { image: captcha?.image, key: captcha?.key ?? '', failed, refresh };
};
