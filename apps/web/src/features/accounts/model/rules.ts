import { z } from 'zod';
import {
  PHONE_PATTERN,
  translate,
  ZEmail,
  ZPassword,
  ZPhone,
  ZSecondFactorCode,
  ZSmsCode,
  ZTotpCode,
  type TLang,
  type TMessageKey,
} from '@tmp/contracts';

/**
 * Form rules of the account forms (hooks/use-fields-form.ts): a rule is an object with an async
 * `validator`, or a function of the form giving one. The checks and their messages come from the contracts, so
 * the browser says exactly what the server would (spec §5, decisions §1).
 */
export interface TRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

type TFormLike = { getFieldValue: (name: string) => unknown };
export type TRuleRender = (form: TFormLike) => TRule;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** The message key of the first problem `schema` finds in `value`, if any. */
export const checkWith = (schema: z.ZodType, value: unknown): string | undefined => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

const fail = (key: string, lang: TLang) => Promise.reject(new Error(translate(key, lang)));

const schemaRule = (schema: z.ZodType, lang: TLang): TRule => ({
  validator: (_rule, value) => {
    const key = checkWith(schema, text(value));
    return key ? fail(key, lang) : Promise.resolve();
  },
});

const requiredRule = (key: TMessageKey, lang: TLang): TRule => ({
  validator: (_rule, value) => (text(value).trim() ? Promise.resolve() : fail(key, lang)),
});

const ZOptionalEmail = z.union([z.literal(''), ZEmail]);

export const isValidPhone = (phone: unknown): boolean => PHONE_PATTERN.test(text(phone).trim());

/** Every rule of the account forms, in the language of `lang`. */
export const accountRules = (lang: TLang) => ({
  phone: [schemaRule(ZPhone, lang)],
  smsCode: [schemaRule(ZSmsCode, lang)],
  password: [schemaRule(ZPassword, lang)],
  /** Must equal the field `password`; re-checked when the password changes (`dependencies`). */
  confirmPassword: [
    ({ getFieldValue }: TFormLike): TRule => ({
      validator: (_rule, value) => {
        if (!text(value)) return fail('common.required', lang);
        return text(value) === text(getFieldValue('password'))
          ? Promise.resolve()
          : fail('validation.confirmPassword', lang);
      },
    }),
  ] as TRuleRender[],
  email: [schemaRule(ZEmail, lang)],
  optionalEmail: [schemaRule(ZOptionalEmail, lang)],
  fullname: [requiredRule('common.required', lang)],
  question: [
    {
      validator: (_rule: unknown, value: unknown) =>
        Number(value) > 0 ? Promise.resolve() : fail('validation.question', lang),
    },
  ],
  answer: [requiredRule('validation.answer', lang)],
  imageCode: [requiredRule('validation.imageCode', lang)],
  loginName: [requiredRule('validation.loginName', lang)],
  loginPwd: [requiredRule('validation.loginPwd', lang)],
  secondFactorCode: [schemaRule(ZSecondFactorCode, lang)],
  totpCode: [schemaRule(ZTotpCode, lang)],
  agreement: [
    {
      validator: (_rule: unknown, value: unknown) =>
        value === true ? Promise.resolve() : fail('validation.agreement', lang),
    },
  ],
});
