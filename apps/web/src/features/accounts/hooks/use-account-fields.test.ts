import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE_LENGTH } from '@tmp/contracts';
import { initI18n } from '../../../lib/i18n.ts';
import { checkWith } from '../model/rules.ts';
import { accountFormParts, partInputs, useAccountFields, type TAccountField } from './use-account-fields.ts';

/** The message key of what the field's rule finds wrong in `value`. */
const check = (field: TAccountField, value: string) => checkWith(field.rule, value);

describe('accountFormParts', () => {
  it('asks a phone customer for the SMS code and an email customer for the question and picture', () => {
    expect(accountFormParts('register', true)).toEqual([
      'phone',
      'smsCode',
      'passwords',
      'fullname',
      'optionalEmail',
      'agreement',
    ]);
    expect(accountFormParts('register', false)).toEqual([
      'email',
      'passwords',
      'question',
      'captcha',
      'agreement',
    ]);
    expect(accountFormParts('forgot', true)).toEqual(['phone', 'smsCode', 'newPasswords']);
    expect(accountFormParts('forgot', false)).toEqual(['email', 'question', 'captcha', 'newPasswords']);
  });
});

describe('useAccountFields', () => {
  beforeAll(() => initI18n('zh-CN'));

  it('describes each input in the shown language, with the contracts’ limits and rules', () => {
    const { result } = renderHook(() => useAccountFields());
    const { phone, password, email } = result.current;
    expect(phone).toMatchObject({
      name: 'phone',
      label: '手机号',
      input: { maxLength: PHONE_LENGTH, inputMode: 'tel', autoComplete: 'tel-national' },
    });
    expect(check(phone, '1234')).toBe('validation.phone');
    expect(check(phone, '13800000000')).toBeUndefined();
    expect(password(true).label).toBe('新密码');
    expect(email(true).label).toBe('邮箱（选填）');
    expect(check(email(true), '')).toBeUndefined();
    expect(check(email(false), '')).toBe('validation.email');
  });

  it('tells which parts are plain inputs (a new password with its confirmation) and which are widgets', () => {
    const { result } = renderHook(() => useAccountFields());
    const names = (part: Parameters<typeof partInputs>[1]) => {
      const drawn = partInputs(result.current, part);
      return typeof drawn === 'string' ? drawn : drawn.map((f) => [f.name, f.label]);
    };
    expect(names('newPasswords')).toEqual([
      ['password', '新密码'],
      ['confirmpassword', result.current.confirmPassword.label],
    ]);
    expect(names('optionalEmail')).toEqual([['email', '邮箱（选填）']]);
    expect(names('smsCode')).toBe('smsCode');
    expect(names('agreement')).toBe('agreement');
  });
});
