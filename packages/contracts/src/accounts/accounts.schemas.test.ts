import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ZEmail,
  ZPassword,
  ZPhone,
  ZSmsCode,
  isHrManager,
  withConfirmedPassword,
} from './accounts.schemas.ts';
import { translate } from '../common/messages.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]!.message;
};

describe('phone rule (spec §5)', () => {
  it.each(['13800000000', '19912345678', ' 15012345678 '])('accepts %s', (phone) => {
    expect(ZPhone.safeParse(phone).success).toBe(true);
  });
  it.each(['12800000000', '1380000000', '138000000000', '23800000000', '1380000000a', ''])(
    'refuses %s',
    (phone) => {
      expect(firstMessage(ZPhone, phone)).toBe('validation.phone');
    },
  );
  it('says so in both languages', () => {
    expect(translate('validation.phone', 'en-us')).toBe('Please enter a valid mobile number');
    expect(translate('validation.phone', 'zh-cn')).toBe('请输入正确的手机号');
  });
});

describe('SMS code rule', () => {
  it('requires exactly 6 digits', () => {
    expect(ZSmsCode.safeParse('123456').success).toBe(true);
    expect(firstMessage(ZSmsCode, '')).toBe('validation.codeRequired');
    expect(firstMessage(ZSmsCode, '12345')).toBe('validation.code');
    expect(firstMessage(ZSmsCode, '1234567')).toBe('validation.code');
    expect(firstMessage(ZSmsCode, '12a456')).toBe('validation.code');
    expect(translate('validation.code', 'en-us')).toBe('Verification code error');
  });
});

describe('password rule (decisions §1)', () => {
  it.each(['demo2026pass', 'a1b2c3d4e5f6g7h8', 'Zx9vbnmq'])('accepts %s', (pw) => {
    expect(ZPassword.safeParse(pw).success).toBe(true);
  });
  it.each([
    ['short1a', 'validation.password'],
    ['a1234567890123456', 'validation.password'],
    ['onlyletters', 'validation.password'],
    ['1234567890', 'validation.password'],
    ['Password123', 'validation.passwordCommon'],
    ['qwerty123', 'validation.passwordCommon'],
  ])('refuses %s with %s', (pw, key) => {
    expect(firstMessage(ZPassword, pw)).toBe(key);
  });
  it('states the same 8-16 rule in both languages', () => {
    expect(translate('validation.password', 'en-us')).toContain('8-16');
    expect(translate('validation.password', 'zh-cn')).toContain('8-16');
  });
  it('checks that the confirmation matches', () => {
    const schema = withConfirmedPassword(z.object({ password: ZPassword, confirmpassword: z.string() }));
    const result = schema.safeParse({ password: 'demo2026pass', confirmpassword: 'demo2026pasS' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      path: ['confirmpassword'],
      message: 'validation.confirmPassword',
    });
    expect(schema.safeParse({ password: 'demo2026pass', confirmpassword: 'demo2026pass' }).success).toBe(
      true,
    );
  });
});

describe('email rule', () => {
  it('accepts addresses and refuses others', () => {
    expect(ZEmail.safeParse('candidate@example.com').success).toBe(true);
    expect(firstMessage(ZEmail, 'candidate@')).toBe('validation.email');
    expect(firstMessage(ZEmail, 'no at sign')).toBe('validation.email');
  });
});

describe('roles', () => {
  it('treats role 2 as HR manager', () => {
    expect(isHrManager([1, 2])).toBe(true);
    expect(isHrManager([1])).toBe(false);
  });
});
