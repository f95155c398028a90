import { getVerificationCodeImageRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/** A new single-use image captcha: a PNG data URL and the key to send with its text. */
export const getCaptcha = () => api.callData(getVerificationCodeImageRoute, {}, { msg: 'none' });
