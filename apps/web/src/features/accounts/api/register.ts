import { encodeBase64, nameRegisteredUserRoute, questionRegisteredUserRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

export interface TPhoneRegistration {
  account: string;
  code: string;
  password: string;
  confirmpassword: string;
  fullname: string;
  email?: string;
}

export interface TEmailRegistration {
  account: string;
  password: string;
  confirmpassword: string;
  question: number;
  answer: string;
  /** The text of the image captcha. */
  code: string;
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
