import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { AppErrorCode, translate, type TResendWait } from '@tmp/contracts';
import { getLanguage, toHeaderLang } from '../../../lib/i18n.ts';
import { sendVerificationCode } from '../api/send-verification-code.ts';
import { toOutcome } from '../model/outcome.ts';
import { isValidPhone } from '../model/rules.ts';
import { useCaptchaPicture } from '../../../lib/use-captcha-picture.ts';
import { getCaptcha } from '../api/get-captcha.ts';
import { useCountdown } from './use-countdown.ts';

/** The form field of SMS sending's picture check: no rule, as the form's own submit does not need it. */
export const SMS_CAPTCHA_FIELD = 'smsCaptchaText';

/**
 * The 'Get verification code' button (spec §4): enabled only for a valid phone; after a successful send
 * (code 0) disabled with a 60→1 countdown shown as 'Ns' (from the server's seconds left after a send
 * refused as too soon). When the server asks for the picture check (a busy address or phone, decisions
 * §4), the image captcha appears beside the phone and goes along with every later send; each send spends
 * its picture, so a new one is loaded (its input emptied). Drawn inside the form holding the phone; a
 * refusal goes to `onError`, the dialog's alert.
 */
export const useSmsCode = (onError: (message: string) => void) => {
  const { t } = useTranslation('accounts');
  const { setValue } = useFormContext();
  const [phone, captchaText] = useWatch({ name: ['phone', SMS_CAPTCHA_FIELD] });
  const countdown = useCountdown(typeof phone === 'string' ? phone.trim() : '');
  const [sending, setSending] = useState(false);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captcha = useCaptchaPicture(captchaAsked, getCaptcha);
  const typed = typeof captchaText === 'string' ? captchaText.trim() : '';

  const send = async () => {
    if (!isValidPhone(phone) || countdown.running || sending) return;
    if (captchaAsked && !typed) {
      onError(translate('validation.imageCode', toHeaderLang(getLanguage())));
      return;
    }
    setSending(true);
    const answer = captchaAsked ? { key: captcha.key, code: typed } : undefined;
    const outcome = await toOutcome(sendVerificationCode(String(phone), answer));
    setSending(false);
    if (answer) {
      setValue(SMS_CAPTCHA_FIELD, '');
      void captcha.refresh();
    }
    if (outcome.ok) {
      countdown.start();
      return;
    }
    if (outcome.code === AppErrorCode.CaptchaRequired) setCaptchaAsked(true);
    // Asked too soon: the button counts down from what the server says is left.
    const left = (outcome.data as Partial<TResendWait> | null | undefined)?.resendAfterSeconds;
    if (outcome.code === AppErrorCode.CodeTooSoon && typeof left === 'number') countdown.start(left);
    onError(outcome.message);
  };

  return {
    label: countdown.running ? `${countdown.seconds}s` : t('form.getCode'),
    disabled: !isValidPhone(phone) || countdown.running,
    loading: sending,
    send,
    /** The picture check, shown only once the server asked for it. */
    captcha: captchaAsked ? captcha : undefined,
  };
};
