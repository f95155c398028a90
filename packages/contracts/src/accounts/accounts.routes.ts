import { z } from 'zod';
import { defineRoute } from '../common/define-route.ts';
import { zBase64 } from '../common/base64.schemas.ts';
import type { TMessageKey } from '../common/messages.ts';
import { ZSelectionItem } from '../reference-data/reference-data.schemas.ts';
import {
  CAPTCHA_CODE_MAX,
  SECURITY_ANSWER_MAX,
  ZEmail,
  ZPassword,
  ZPhone,
  ZSmsCode,
} from './accounts.schemas.ts';

const base = '/api/user';
const tags = ['accounts'];
const required = (key: TMessageKey) => z.string({ error: key }).trim().min(1, key);
const ZCaptchaKey = z
  .string({ error: 'validation.imageCode' })
  .trim()
  .min(1, 'validation.imageCode')
  .max(64, 'common.invalid');
const ZQuestion = z.coerce
  .number({ error: 'validation.question' })
  .int('validation.question')
  .min(1, 'validation.question');
const ZAnswer = z
  .string({ error: 'validation.answer' })
  .trim()
  .min(1, 'validation.answer')
  .max(SECURITY_ANSWER_MAX, 'common.tooLong');
const ZConfirm = zBase64(z.string({ error: 'validation.confirmPassword' }));

/** The confirmation must equal the password (spec §5); the message sits on the confirmation field. */
const withConfirmation = <T extends z.ZodType<{ password: string } & Record<K, string>>, K extends string>(
  schema: T,
  field: K,
) =>
  schema.refine((v) => v.password === v[field], {
    message: 'validation.confirmPassword',
    path: [field] as PropertyKey[],
  });

export const ZToken = z.object({ token: z.string() });

/** Password sign-in with a phone number or an email (decisions §3). */
export const loginRoute = defineRoute({
  method: 'POST',
  path: `${base}/Account/Login`,
  access: 'public',
  tags,
  personal: true,
  summary: 'Sign in with LoginName (phone or email) and LoginPwd, both Base64',
  body: z.object({
    LoginName: zBase64(required('validation.loginName').max(254, 'common.tooLong')),
    LoginPwd: zBase64(
      z.string({ error: 'validation.loginPwd' }).min(1, 'validation.loginPwd').max(64, 'common.tooLong'),
    ),
  }),
  data: ZToken,
});

export const loginByCodeRoute = defineRoute({
  method: 'POST',
  path: `${base}/Account/LoginByCode`,
  access: 'public',
  tags,
  personal: true,
  summary: 'Sign in with a phone number and its SMS code, both Base64',
  body: z.object({ phone: zBase64(ZPhone), code: zBase64(ZSmsCode) }),
  data: ZToken,
});

/** `data` of a send refused with CodeTooSoon (as of a success): the seconds until another may be asked for. */
export const ZResendWait = z.object({ resendAfterSeconds: z.number().int() });
export type TResendWait = z.infer<typeof ZResendWait>;

export const sendVerificationCodeRoute = defineRoute({
  method: 'GET',
  path: `${base}/Account/SendVerificationCode`,
  access: 'public',
  tags,
  summary:
    'Send a 6-digit SMS code to the Base64 phone in `account` (60 s between sends, 10 a day). Once the ' +
    'address or the phone is busy it answers CaptchaRequired until an image captcha (`key`, `code`, ' +
    'plain text) comes with it. A send within the 60 s answers CodeTooSoon with `data.resendAfterSeconds` ' +
    'left',
  query: z
    .object({
      account: zBase64(ZPhone),
      key: ZCaptchaKey.optional(),
      code: z.string().trim().max(10, 'common.tooLong').optional(),
    })
    .refine((q) => !q.key || Boolean(q.code), { message: 'validation.imageCode', path: ['code'] }),
  data: ZResendWait,
});

export const getVerificationCodeImageRoute = defineRoute({
  method: 'GET',
  path: `${base}/Account/GetVerificationCodeImage`,
  access: 'public',
  tags,
  summary: 'A new single-use image captcha: `image` (PNG data URL) and its `key`',
  data: z.object({ image: z.string(), key: z.string() }),
});

export const getSecurityQuestionsRoute = defineRoute({
  method: 'GET',
  path: `${base}/Account/GetSelectItemSecurityQuestion`,
  access: 'public',
  tags,
  summary: 'Security questions for email accounts',
  data: z.array(ZSelectionItem),
});

export const ZPhoneRegistrationBody = z.object({
  account: zBase64(ZPhone),
  code: ZSmsCode,
  password: zBase64(ZPassword),
  confirmpassword: ZConfirm,
  fullname: z.string({ error: 'common.required' }).trim().min(1, 'common.required').max(50, 'common.tooLong'),
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZEmail.optional()),
  key: z.string().max(64).optional(),
});

export const ZPhoneRegistration = withConfirmation(ZPhoneRegistrationBody, 'confirmpassword');

export const nameRegisteredUserRoute = defineRoute({
  method: 'POST',
  path: `${base}/Account/NameRegisteredUser`,
  access: 'public',
  tags,
  personal: true,
  summary: 'Register a phone account with its SMS code (account, password, confirmpassword Base64)',
  body: ZPhoneRegistration,
  data: z.null(),
});

export const ZEmailRegistrationBody = z.object({
  account: zBase64(ZEmail),
  password: zBase64(ZPassword),
  confirmpassword: ZConfirm,
  question: ZQuestion,
  answer: ZAnswer,
  code: required('validation.imageCode').max(CAPTCHA_CODE_MAX, 'common.tooLong'),
  key: ZCaptchaKey,
});

export const ZEmailRegistration = withConfirmation(ZEmailRegistrationBody, 'confirmpassword');

export const questionRegisteredUserRoute = defineRoute({
  method: 'POST',
  path: `${base}/Account/QuestionRegisteredUser`,
  access: 'public',
  tags,
  personal: true,
  summary: 'Register an email account with image captcha and security question',
  body: ZEmailRegistration,
  data: z.null(),
});

/** Phone variant: account + SMS code; email variant: account + question + answer + captcha code + key. */
export const ZForgotPasswordBody = z.object({
  account: zBase64(
    z.string({ error: 'common.required' }).trim().min(1, 'common.required').max(254, 'common.tooLong'),
  ),
  password: zBase64(ZPassword),
  confirmPassword: ZConfirm,
  code: required('validation.codeRequired').max(10, 'common.tooLong'),
  key: z.string().max(64).optional(),
  question: ZQuestion.optional(),
  answer: ZAnswer.optional(),
});

export const ZForgotPassword = withConfirmation(ZForgotPasswordBody, 'confirmPassword');

export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  path: `${base}/Account/ForgotPassword`,
  access: 'public',
  tags,
  personal: true,
  summary: 'Set a new password after proving the account (SMS code, or security answer and captcha)',
  body: ZForgotPassword,
  data: z.null(),
});

export const ZUserInfo = z.object({
  chinesename: z.string(),
  loginname: z.string(),
  roles: z.array(z.number().int()),
  customerid: z.number().int(),
  recommendCode: z.string(),
  /** A candidate who has not answered the current privacy policy's consents: ask again (decisions §9). */
  consentRequired: z.boolean().optional(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const getUserInfoRoute = defineRoute({
  method: 'GET',
  path: `${base}/user/GetUserInfo`,
  access: 'user',
  tags,
  personal: true,
  summary: 'The signed-in user',
  data: ZUserInfo,
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: `${base}/Account/Logout`,
  access: 'user',
  tags,
  summary: 'Revoke the token of this call',
  data: z.null(),
});
