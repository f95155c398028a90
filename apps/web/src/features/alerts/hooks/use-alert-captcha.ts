import { useCallback, useEffect, useState } from 'react';
import { translate, type TLang } from '@tmp/contracts';
import { getAlertCaptcha } from '../api/alerts.ts';

/**
 * The picture check of an alert sent by SMS (decisions §4): loaded when it is shown, a new picture on a
 * click and after each request (every picture answers once).
 */
export const useAlertCaptcha = (shown: boolean, lang: TLang) => {
  const [picture, setPicture] = useState<{ image: string; key: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const [text, setTextValue] = useState('');
  const [error, setError] = useState<string>();

  const refresh = useCallback(async () => {
    try {
      setPicture(await getAlertCaptcha());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (shown) void refresh();
  }, [shown, refresh]);

  return {
    shown,
    image: picture?.image,
    failed,
    refresh,
    text,
    error,
    setText: (value: string) => {
      setTextValue(value);
      setError(undefined);
    },
    /** The answer to send along; undefined (with the field's error shown) while nothing is typed. */
    answer: (): { key: string; code: string } | undefined => {
      const code = text.trim();
      if (code && picture) return { key: picture.key, code };
      setError(translate('validation.imageCode', lang));
      return undefined;
    },
    /** The picture was used: a new one, and an empty box. */
    spent: () => {
      setTextValue('');
      void refresh();
    },
  };
};
