import { encodeBase64, sendVerificationCodeRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/**
 * Asks the server to text a 6-digit code to the phone (sent Base64); code 0 starts the countdown. Once
 * the server has asked for the picture check, the captcha's key and typed text go along (plain text).
 */
export const sendVerificationCode = (phone: string, captcha?: { key: string; code: string }) =>
  api.call(
    sendVerificationCodeRoute,
    {
      query: {
        account: encodeBase64(phone.trim()),
        ...(captcha ? { key: captcha.key, code: captcha.code } : {}),
      },
    },
    { msg: 'none' },
  );
