import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import type { TAccountFlow } from './use-account-flow.ts';
import { useAccountForm } from './use-account-form.ts';

vi.mock('../api/get-captcha.ts', () => ({
  getCaptcha: vi.fn().mockResolvedValue({ image: 'data:image/png;base64,AA', key: 'k1' }),
}));

const fakeFlow = (isPhoneCustomer: boolean, ok = true) =>
  ({
    isPhoneCustomer,
    registerPhone: vi.fn().mockResolvedValue(ok),
    registerEmail: vi.fn().mockResolvedValue(ok),
    resetPassword: vi.fn().mockResolvedValue(ok),
  }) as unknown as TAccountFlow;

const fakeForm = () => ({ setValue: vi.fn(), trigger: vi.fn().mockResolvedValue(true) });
const password = { password: 'Secret123', confirmpassword: 'Secret123' };

describe('useAccountForm', () => {
  // The texts are there before the hook renders, as in the app: it never waits for them.
  beforeAll(() => initI18n('en-US'));

  it('registers a phone account from either kit’s values', async () => {
    const flow = fakeFlow(true);
    const { result } = renderHook(() => useAccountForm(flow, fakeForm(), 'register'));
    await act(async () =>
      result.current.submit({ phone: '13800000000', code: '123456', fullname: 'Li', ...password }),
    );
    expect(flow.registerPhone).toHaveBeenCalledWith({
      account: '13800000000',
      code: '123456',
      fullname: 'Li',
      email: undefined,
      ...password,
    });
  });

  it('sends the question with the captcha key', async () => {
    const flow = fakeFlow(false);
    const { result } = renderHook(() => useAccountForm(flow, fakeForm(), 'forgot'));
    await vi.waitFor(() => expect(result.current.captcha.key).toBe('k1'));
    const values = { email: 'a@b.co', answer: 'Blue', captchaText: 'x7', ...password };
    await act(async () => result.current.submit({ ...values, question: 3 }));
    const expected = { account: 'a@b.co', question: 3, answer: 'Blue', code: 'x7', key: 'k1', ...password };
    expect(flow.resetPassword).toHaveBeenCalledWith(expected);
  });

  it('clears the captcha text after a refusal, and the agreement popup ticks the box', async () => {
    const flow = fakeFlow(false, false);
    const form = fakeForm();
    const { result } = renderHook(() => useAccountForm(flow, form, 'register'));
    await act(async () =>
      result.current.submit({ email: 'a@b.co', question: 1, answer: 'x', captchaText: 'x7', ...password }),
    );
    await vi.waitFor(() => expect(form.setValue).toHaveBeenCalledWith('captchaText', ''));
    act(() => result.current.agreement.onAgree());
    expect(form.setValue).toHaveBeenCalledWith('agreement', true);
    expect(form.trigger).toHaveBeenCalledWith('agreement');
  });
});
