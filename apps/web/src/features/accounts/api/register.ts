import { encodeBase64, nameRegisteredUserRoute, questionRegisteredUserRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/** What a registration or a new password sends: the account, the password twice, and the code proving it. */
export interface TCredentials {
  /** Phone (systemType 1) or email (systemType 2). */
  account: string;
  password: string;
  confirmpassword: string;
  /** The SMS code, or the text of the image captcha. */
  code: string;
}

export interface TPhoneRegistration extends TCredentials {
  fullname: string;
  email?: string;
}

export interface TEmailRegistration extends TCredentials {
  question: number;
  answer: string;
  key: string;
}

/** Phone registration (systemType 1): account, password and confirmation travel Base64. */
export const registerByPhone = (values: TPhoneRegistration) =>
  api.call(
    nameRegisteredUserRoute,
    {
      body: {
        account: encodeBase64(values.account.trim()),
        code: values.code.trim(),
        password: encodeBase64(values.password),
        confirmpassword: encodeBase64(values.confirmpassword),
        fullname: values.fullname.trim(),
        email: values.email?.trim() || undefined,
      },
    },
    { msg: 'none' },
  );

/** Email registration (systemType 2) with the security question and the image captcha. */
export const registerByEmail = (values: TEmailRegistration) =>
  api.call(
    questionRegisteredUserRoute,
    {
      body: {
        account: encodeBase64(values.account.trim()),
        password: encodeBase64(values.password),
        confirmpassword: encodeBase64(values.confirmpassword),
        question: values.question,
        answer: values.answer.trim(),
        code: values.code.trim(),
        key: values.key,
      },
    },
    { msg: 'none' },
  );
