import { encodeBase64, sendVerificationCodeRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/** Asks the server to text a 6-digit code to the phone (sent Base64); code 0 starts the countdown. */
export const sendVerificationCode = (phone: string) =>
  api.call(sendVerificationCodeRoute, { query: { account: encodeBase64(phone.trim()) } }, { msg: 'none' });
