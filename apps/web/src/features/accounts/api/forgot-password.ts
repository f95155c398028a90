import { encodeBase64, forgotPasswordRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

export interface TPasswordReset {
  /** Phone (systemType 1) or email (systemType 2). */
  account: string;
  password: string;
  confirmpassword: string;
  /** The SMS code, or the text of the image captcha. */
  code: string;
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
