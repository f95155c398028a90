import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendVerificationCode } from '../api/send-verification-code.ts';
import { toOutcome } from '../model/outcome.ts';
import { isValidPhone } from '../model/rules.ts';
import { useCountdown } from './use-countdown.ts';

/**
 * The 'Get verification code' button (spec §4): enabled only for a valid phone; after a successful send
 * (code 0) disabled with a 60→1 countdown shown as 'Ns'. A refusal goes to `onError` (the dialog's alert).
 */
export const useSmsCode = (phone: unknown, onError: (message: string) => void, onSent?: () => void) => {
  const { t } = useTranslation('accounts');
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!isValidPhone(phone) || countdown.running || sending) return;
    setSending(true);
    const outcome = await toOutcome(sendVerificationCode(String(phone)));
    setSending(false);
    if (outcome.ok) {
      countdown.start();
      onSent?.();
    } else {
      onError(outcome.message);
    }
  };

  return {
    label: countdown.running ? `${countdown.seconds}s` : t('form.getCode'),
    disabled: !isValidPhone(phone) || countdown.running,
    loading: sending,
    send,
  };
};
