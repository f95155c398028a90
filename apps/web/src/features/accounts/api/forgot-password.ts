import { encodeBase64, forgotPasswordRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import type { TCredentials } from './register.ts';

export interface TPasswordReset extends TCredentials {
  key?: string;
  question?: number;
  answer?: string;
}

/** Sets a new password; account, password and confirmation travel Base64 (decisions §3). */
export const resetPassword = (values: TPasswordReset) =>
  api.call(
    forgotPasswordRoute,
    {
      body: {
        account: encodeBase64(values.account.trim()),
        password: encodeBase64(values.password),
        confirmPassword: encodeBase64(values.confirmpassword),
        code: values.code.trim(),
        key: values.key,
        question: values.question,
        answer: values.answer?.trim(),
      },
    },
    { msg: 'none' },
  );
