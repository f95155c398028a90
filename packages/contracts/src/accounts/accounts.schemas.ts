import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/** Mainland China mobile: 1, then 3-9, then 9 digits (spec §5). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const SMS_CODE_LENGTH = 6;
export const SMS_RESEND_SECONDS = 60;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
/** Mainland mobile numbers have 11 digits. */
export const PHONE_LENGTH = 11;
export const EMAIL_MAX = 254;
/** The security answer (email customers) and the image captcha's code. */
export const SECURITY_ANSWER_MAX = 100;
export const CAPTCHA_CODE_MAX = 10;
// Kept apart from the schemas so that a role check does not load the schema library.
export {
  HR_ROLES,
  hrAccess,
  isHrManager,
  isHrMember,
  Role,
  ROLE_PRESETS,
  ROUTE_ROLES,
  type TRole,
  type TRolePreset,
} from './roles.ts';

export const ZPhone = z.string({ error: 'validation.phone' }).trim().regex(PHONE_PATTERN, 'validation.phone');

export const ZSmsCode = z
  .string({ error: 'validation.codeRequired' })
  .min(1, 'validation.codeRequired')
  .regex(SMS_CODE_PATTERN, 'validation.code');

export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());

/** 8-16 characters with at least one letter and one digit, and not a common password (decisions §1). */
export const ZPassword = z
  .string({ error: 'validation.password' })
  .min(PASSWORD_MIN, 'validation.password')
  .max(PASSWORD_MAX, 'validation.password')
  .regex(/[A-Za-z]/, 'validation.password')
  .regex(/\d/, 'validation.password')
  .refine((p) => !isCommonPassword(p), 'validation.passwordCommon');

export const ZEmail = z
  .string({ error: 'validation.email' })
  .trim()
  .max(EMAIL_MAX, 'validation.email')
  .email('validation.email');

/** Adds the "confirm password equals password" rule to an object schema. */
export const withConfirmedPassword = <T extends z.ZodType<{ password: string; confirmpassword: string }>>(
  schema: T,
) =>
  schema.refine((v) => v.password === v.confirmpassword, {
    message: 'validation.confirmPassword',
    path: ['confirmpassword'],
  });
