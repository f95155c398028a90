import { describe, expect, it } from 'vitest';
import { translate, type TMessageKey } from '@tmp/contracts';
import { accountFormSchema, accountRules as rules, checkWith, isValidPhone } from './rules.ts';

const en = (key: string) => translate(key as TMessageKey, 'en-us');
/** The English message of what `schema` finds wrong in `value`. */
const check = (schema: Parameters<typeof checkWith>[0], value: unknown) => {
  const key = checkWith(schema, value);
  return key && en(key);
};

describe('account form rules', () => {
  it('accept mainland mobile numbers only', () => {
    for (const phone of ['13800000000', ' 19912345678 ']) expect(isValidPhone(phone)).toBe(true);
    for (const phone of ['', '12800000000', '1380000000', '138000000001', '+8613800000000']) {
      expect(isValidPhone(phone)).toBe(false);
      expect(check(rules.phone, phone)).toBe('Please enter a valid mobile number');
    }
    expect(translate(checkWith(rules.phone, '') as TMessageKey, 'zh-cn')).toBe('请输入正确的手机号');
  });

  it('want a 6-digit SMS code, and 8-16 characters with a letter and a digit for a password', () => {
    expect(check(rules.smsCode, '')).toBe('Please enter verification code');
    expect(check(rules.smsCode, '12345')).toBe('Verification code error');
    expect(check(rules.smsCode, '123456')).toBeUndefined();
    for (const bad of ['', 'abc123', 'abcdefgh', '12345678', 'a1234567890123456']) {
      expect(check(rules.password, bad)).toBe(en('validation.password'));
    }
    expect(check(rules.password, 'password1')).toBe(en('validation.passwordCommon'));
    expect(check(rules.password, 'Tmp2026good')).toBeUndefined();
  });

  it('want the confirmation to equal the password, said even while other fields are wrong', () => {
    const schema = accountFormSchema([
      { name: 'phone', rule: rules.phone },
      { name: 'password', rule: rules.password },
      { name: 'confirmpassword', rule: rules.confirmPassword },
    ]);
    const issues = (confirmpassword: string) =>
      (schema.safeParse({ phone: '', password: 'Tmp2026good', confirmpassword }).error?.issues ?? [])
        .filter((issue) => issue.path[0] === 'confirmpassword')
        .map((issue) => en(issue.message));
    expect(issues('Tmp2026goo')).toEqual(['The password and confirm password does not match!']);
    expect(issues('Tmp2026good')).toEqual([]);
    expect(issues('')[0]).toBe(en('common.required'));
  });

  it('check emails, optional or not, and say the remaining messages of spec §5', () => {
    expect(check(rules.email, 'a@b')).toBe('Invalid email');
    expect(check(rules.email, 'a@b.co')).toBeUndefined();
    expect(check(rules.optionalEmail, '')).toBeUndefined();
    expect(check(rules.optionalEmail, 'nope')).toBe('Invalid email');
    const cases = [
      [rules.question, undefined, 'validation.question'],
      [rules.answer, '  ', 'validation.answer'],
      [rules.imageCode, '', 'validation.imageCode'],
      [rules.loginName, ' ', 'validation.loginName'],
      [rules.loginPwd, '', 'validation.loginPwd'],
      [rules.agreement, false, 'validation.agreement'],
    ] as const;
    for (const [rule, value, key] of cases) expect(check(rule, value)).toBe(en(key));
    expect(check(rules.question, 3)).toBeUndefined();
    expect(check(rules.agreement, true)).toBeUndefined();
  });
});
