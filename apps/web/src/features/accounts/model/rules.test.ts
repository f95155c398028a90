import { describe, expect, it } from 'vitest';
import { translate, type TMessageKey } from '@tmp/contracts';
import { accountRules, isValidPhone } from './rules.ts';

const rules = accountRules('en-us');
const rulesZh = accountRules('zh-cn');
const form = (password: string) => ({ getFieldValue: () => password });

/** The message a rule gives for `value`, or undefined when it passes. */
const check = async (rule: { validator: (r: unknown, v: unknown) => Promise<void> }, value: unknown) => {
  try {
    await rule.validator({}, value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

const en = (key: TMessageKey) => translate(key, 'en-us');

describe('account form rules', () => {
  it('accept mainland mobile numbers only', async () => {
    for (const phone of ['13800000000', ' 19912345678 ']) expect(isValidPhone(phone)).toBe(true);
    for (const phone of ['', '12800000000', '1380000000', '138000000001', '+8613800000000']) {
      expect(isValidPhone(phone)).toBe(false);
      expect(await check(rules.phone[0]!, phone)).toBe('Please enter a valid mobile number');
    }
    expect(await check(rulesZh.phone[0]!, '')).toBe('请输入正确的手机号');
  });

  it('want a 6-digit SMS code', async () => {
    expect(await check(rules.smsCode[0]!, '')).toBe('Please enter verification code');
    expect(await check(rules.smsCode[0]!, '12345')).toBe('Verification code error');
    expect(await check(rules.smsCode[0]!, '123456')).toBeUndefined();
  });

  it('want 8-16 characters with a letter and a digit, and no common password', async () => {
    for (const bad of ['', 'abc123', 'abcdefgh', '12345678', 'a1234567890123456']) {
      expect(await check(rules.password[0]!, bad)).toBe(en('validation.password'));
    }
    expect(await check(rules.password[0]!, 'password1')).toBe(en('validation.passwordCommon'));
    expect(await check(rules.password[0]!, 'Tmp2026good')).toBeUndefined();
    expect(await check(rulesZh.password[0]!, 'x')).toBe('密码须为8-16位，且至少包含一个字母和一个数字');
  });

  it('want the confirmation to equal the password', async () => {
    const confirm = rules.confirmPassword[0]!(form('Tmp2026good'));
    expect(await check(confirm, 'Tmp2026goo')).toBe('The password and confirm password does not match!');
    expect(await check(confirm, 'Tmp2026good')).toBeUndefined();
    expect(await check(confirm, '')).toBe(en('common.required'));
  });

  it('check emails, optional or not', async () => {
    expect(await check(rules.email[0]!, '')).toBe('Invalid email');
    expect(await check(rules.email[0]!, 'a@b')).toBe('Invalid email');
    expect(await check(rules.email[0]!, 'a@b.co')).toBeUndefined();
    expect(await check(rules.optionalEmail[0]!, '')).toBeUndefined();
    expect(await check(rules.optionalEmail[0]!, 'nope')).toBe('Invalid email');
  });

  it('say the remaining messages of spec §5 in both languages', async () => {
    const cases = [
      [rules.question[0]!, undefined, 'validation.question'],
      [rules.answer[0]!, '  ', 'validation.answer'],
      [rules.imageCode[0]!, '', 'validation.imageCode'],
      [rules.loginName[0]!, ' ', 'validation.loginName'],
      [rules.loginPwd[0]!, '', 'validation.loginPwd'],
      [rules.agreement[0]!, false, 'validation.agreement'],
    ] as const;
    for (const [rule, value, key] of cases) expect(await check(rule, value)).toBe(en(key));
    expect(await check(rulesZh.agreement[0]!, undefined)).toBe('请先同意用户协议和隐私政策');
    expect(await check(rules.question[0]!, [3])).toBeUndefined();
    expect(await check(rules.agreement[0]!, true)).toBeUndefined();
  });
});
