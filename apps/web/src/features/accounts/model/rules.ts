import { z } from 'zod';
import {
  PHONE_PATTERN,
  ZEmail,
  ZPassword,
  ZPhone,
  ZSecondFactorCode,
  ZSmsCode,
  ZTotpCode,
  type TMessageKey,
} from '@tmp/contracts';

/**
 * The rule of each account field: the contracts' schema of its value, so the browser says exactly what
 * the server would (spec §5, decisions §1). Messages are the contracts' message keys, translated where
 * they are shown (lib/form).
 */
const filled = (key: TMessageKey) => z.string({ error: key }).trim().min(1, key);

export const accountRules = {
  phone: ZPhone,
  smsCode: ZSmsCode,
  password: ZPassword,
  /** Filled here; equal to the password by the form's own rule (`accountFormSchema`). */
  confirmPassword: filled('common.required'),
  email: ZEmail,
  optionalEmail: z.union([z.literal(''), ZEmail]),
  fullname: filled('common.required'),
  question: z.number({ error: 'validation.question' }).positive('validation.question'),
  answer: filled('validation.answer'),
  imageCode: filled('validation.imageCode'),
  loginName: filled('validation.loginName'),
  loginPwd: filled('validation.loginPwd'),
  secondFactorCode: ZSecondFactorCode,
  totpCode: ZTotpCode,
  agreement: z.literal(true, { error: 'validation.agreement' }),
  /** A field the form's submit does not need (the picture check of SMS sending). */
  none: z.unknown(),
} satisfies Record<string, z.ZodType>;

/** A field a form checks: its name and the rule of its value. */
export interface TCheckedField {
  name: string;
  rule: z.ZodType;
}

/**
 * The schema of a form of `fields`; a confirmation (`confirmpassword`) must equal the password. That
 * check runs even while other fields are wrong, so the confirmation says so as soon as it is left.
 */
export const accountFormSchema = (fields: readonly TCheckedField[]) =>
  z
    .object(Object.fromEntries(fields.map((field) => [field.name, field.rule])))
    .refine((values) => !('confirmpassword' in values) || values.confirmpassword === values.password, {
      message: 'validation.confirmPassword',
      path: ['confirmpassword'],
      when: () => true,
    });

/** A form's values before the user types: empty text, no question, the agreement not ticked. */
export const emptyValues = (fields: readonly TCheckedField[]): Record<string, unknown> =>
  Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.name === 'question' ? undefined : field.name === 'agreement' ? false : '',
    ]),
  );

/** The message key of the first problem `schema` finds in `value`, if any. */
export const checkWith = (schema: z.ZodType, value: unknown): string | undefined => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

export const isValidPhone = (phone: unknown): boolean =>
  PHONE_PATTERN.test(typeof phone === 'string' ? phone.trim() : '');
