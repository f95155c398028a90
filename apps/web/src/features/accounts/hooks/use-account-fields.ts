import { useMemo } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/use-translation.tsx';
import {
  CAPTCHA_CODE_MAX,
  EMAIL_MAX,
  PASSWORD_MAX,
  PHONE_LENGTH,
  SECURITY_ANSWER_MAX,
  SMS_CODE_LENGTH,
} from '@tmp/contracts';
import { accountRules as rules } from '../model/rules.ts';

/** The longest login name typed (an email address or a mobile number) and login password accepted. */
const LOGIN_NAME_MAX = EMAIL_MAX;
const LOGIN_PASSWORD_MAX = 64;
const FULLNAME_MAX = 50;

type TInputMode = 'tel' | 'email' | 'numeric' | 'text';

/** One input of the account forms: what its field and input are given. */
export interface TAccountField {
  name: string;
  label: string;
  /** The rule of its value (model/rules.ts). */
  rule: z.ZodType;
  input: {
    type?: 'tel' | 'email' | 'password';
    maxLength: number;
    inputMode?: TInputMode;
    autoComplete: string;
    autoFocus?: boolean;
    placeholder: string;
  };
}

/**
 * Every input of the sign-in, registration and find-password forms described once (label, rule, limit,
 * keyboard, autofill), in the current language.
 */
export const useAccountFields = () => {
  const { t } = useTranslation('accounts');
  return useMemo(() => {
    const field = (
      name: string,
      label: string,
      rule: TAccountField['rule'],
      input: TAccountField['input'],
    ): TAccountField => ({
      name,
      label: t(label),
      rule,
      input: { ...input, placeholder: t(input.placeholder) },
    });
    const password = (name: string, label: string, rule: TAccountField['rule'], placeholder: string) =>
      field(name, label, rule, {
        type: 'password',
        maxLength: PASSWORD_MAX,
        autoComplete: 'new-password',
        placeholder,
      });
    return {
      loginName: (isPhoneCustomer: boolean) =>
        field('loginName', isPhoneCustomer ? 'form.loginName' : 'form.loginNameEmail', rules.loginName, {
          maxLength: LOGIN_NAME_MAX,
          autoComplete: 'username',
          placeholder: isPhoneCustomer ? 'form.loginNamePlaceholder' : 'form.emailPlaceholder',
        }),
      loginPassword: field('password', 'form.password', rules.loginPwd, {
        type: 'password',
        maxLength: LOGIN_PASSWORD_MAX,
        autoComplete: 'current-password',
        placeholder: 'form.passwordPlaceholder',
      }),
      phone: field('phone', 'form.phone', rules.phone, {
        type: 'tel',
        maxLength: PHONE_LENGTH,
        inputMode: 'tel',
        autoComplete: 'tel-national',
        placeholder: 'form.phonePlaceholder',
      }),
      smsCode: field('code', 'form.code', rules.smsCode, {
        maxLength: SMS_CODE_LENGTH,
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        placeholder: 'form.codePlaceholder',
      }),
      password: (isNew: boolean) =>
        password(
          'password',
          isNew ? 'form.newPassword' : 'form.password',
          rules.password,
          'form.passwordHint',
        ),
      /** Must equal the password; re-checked when the password changes. */
      confirmPassword: password(
        'confirmpassword',
        'form.confirmPassword',
        rules.confirmPassword,
        'form.confirmPlaceholder',
      ),
      email: (optional: boolean) =>
        field(
          'email',
          optional ? 'form.emailOptional' : 'form.email',
          optional ? rules.optionalEmail : rules.email,
          {
            type: 'email',
            maxLength: EMAIL_MAX,
            inputMode: 'email',
            autoComplete: 'email',
            placeholder: 'form.emailPlaceholder',
          },
        ),
      fullname: field('fullname', 'form.fullname', rules.fullname, {
        maxLength: FULLNAME_MAX,
        autoComplete: 'name',
        placeholder: 'form.fullnamePlaceholder',
      }),
      question: {
        name: 'question',
        label: t('form.question'),
        rule: rules.question,
        placeholder: t('form.questionPlaceholder'),
      },
      answer: field('answer', 'form.answer', rules.answer, {
        maxLength: SECURITY_ANSWER_MAX,
        autoComplete: 'off',
        placeholder: 'form.answerPlaceholder',
      }),
      /** The picture check; `optional` for SMS sending, where the form's own submit does not need it. */
      captcha: (name: string, optional: boolean) =>
        field(name, 'form.captcha', optional ? rules.none : rules.imageCode, {
          maxLength: CAPTCHA_CODE_MAX,
          autoComplete: 'off',
          placeholder: 'form.captchaPlaceholder',
        }),
      agreement: { name: 'agreement', rule: rules.agreement },
    };
  }, [t]);
};

export type TAccountFields = ReturnType<typeof useAccountFields>;

/** One part of a registration or find-password form. */
export type TAccountPart =
  | 'phone'
  | 'smsCode'
  | 'passwords'
  | 'newPasswords'
  | 'fullname'
  | 'email'
  | 'optionalEmail'
  | 'question'
  | 'captcha'
  | 'agreement';

/** What a registration or find-password form asks for, for the customer's kind of account (spec §3, §4). */
export const accountFormParts = (kind: 'register' | 'forgot', byPhone: boolean): TAccountPart[] => {
  if (kind === 'register') {
    return byPhone
      ? ['phone', 'smsCode', 'passwords', 'fullname', 'optionalEmail', 'agreement']
      : ['email', 'passwords', 'question', 'captcha', 'agreement'];
  }
  return byPhone ? ['phone', 'smsCode', 'newPasswords'] : ['email', 'question', 'captcha', 'newPasswords'];
};

/** The parts drawn with their own widgets; every other part is a list of described inputs. */
export type TWidgetPart = 'smsCode' | 'question' | 'captcha' | 'agreement';

/** The inputs a part consists of, or which widget part it is. */
export const partInputs = (fields: TAccountFields, part: TAccountPart): TAccountField[] | TWidgetPart => {
  switch (part) {
    case 'phone':
      return [fields.phone];
    case 'passwords':
    case 'newPasswords':
      return [fields.password(part === 'newPasswords'), fields.confirmPassword];
    case 'fullname':
      return [fields.fullname];
    case 'email':
    case 'optionalEmail':
      return [fields.email(part === 'optionalEmail')];
    default:
      return part;
  }
};
