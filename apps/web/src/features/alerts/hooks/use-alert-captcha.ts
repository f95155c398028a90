import { useState } from 'react';
import { translate, type TLang } from '@tmp/contracts';
import { useCaptchaPicture } from '../../../lib/use-captcha-picture.ts';
import { getAlertCaptcha } from '../api/alerts.ts';

/**
 * The picture check of an alert sent by SMS (decisions §4), with the characters typed and their error.
 */
export const useAlertCaptcha = (shown: boolean, lang: TLang) => {
  const picture = useCaptchaPicture(shown, getAlertCaptcha);
  const [text, setTextValue] = useState('');
  const [error, setError] = useState<string>();

  return {
    shown,
    ...picture,
    text,
    error,
    setText: (value: string) => {
      setTextValue(value);
      setError(undefined);
    },
    /** The answer to send along; undefined (with the field's error shown) while nothing is typed. */
    answer: (): { key: string; code: string } | undefined => {
      const code = text.trim();
      if (code && picture.image) return { key: picture.key, code };
      setError(translate('validation.imageCode', lang));
      return undefined;
    },
    /** The picture was used: a new one, and an empty box. */
    spent: () => {
      setTextValue('');
      void picture.refresh();
    },
  };
};
