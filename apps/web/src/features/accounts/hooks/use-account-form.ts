import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useCaptchaPicture } from '../../../lib/use-captcha-picture.ts';
import { getCaptcha } from '../api/get-captcha.ts';
import { accountFormParts } from './use-account-fields.ts';
import type { TAccountFlow } from './use-account-flow.ts';

/** The fields of the registration and find-password forms. */
export interface TAccountValues {
  phone?: string;
  email?: string;
  code?: string;
  password: string;
  confirmpassword: string;
  fullname?: string;
  question?: number;
  answer?: string;
  captchaText?: string;
  agreement?: boolean;
}

/**
 * The call a form makes for the customer's kind of account: by phone with its SMS code, or by email with
 * the security question and the picture check whose key is `captchaKey`.
 */
const send = (flow: TAccountFlow, kind: 'register' | 'forgot', v: TAccountValues, captchaKey: string) => {
  const byEmail = !flow.isPhoneCustomer;
  const account = (byEmail ? v.email : v.phone) ?? '';
  const credentials = { account, password: v.password, confirmpassword: v.confirmpassword };
  if (!byEmail) {
    const withCode = { ...credentials, code: v.code ?? '' };
    return kind === 'register'
      ? flow.registerPhone({ ...withCode, fullname: v.fullname ?? '', email: v.email })
      : flow.resetPassword(withCode);
  }
  const proof = {
    ...credentials,
    question: v.question ?? 0,
    answer: v.answer ?? '',
    code: v.captchaText ?? '',
    key: captchaKey,
  };
  return kind === 'register' ? flow.registerEmail(proof) : flow.resetPassword(proof);
};

/**
 * One registration or find-password form: its image captcha (email accounts, a new image after each
 * refusal), the agreement popup that alone ticks the agreement box, and its submit for the customer's
 * kind of account.
 */
export const useAccountForm = (
  flow: TAccountFlow,
  form: Pick<UseFormReturn, 'setValue' | 'trigger'>,
  kind: 'register' | 'forgot',
) => {
  const { t } = useTranslation('accounts');
  const byEmail = !flow.isPhoneCustomer;
  const captcha = useCaptchaPicture(byEmail, getCaptcha);
  const [agreementOpen, setAgreementOpen] = useState(false);

  const submit = async (values: TAccountValues) => {
    const ok = await send(flow, kind, values, captcha.key);
    // A captcha is single use: a refused attempt needs a new image.
    if (!ok && byEmail) {
      form.setValue('captchaText', '');
      void captcha.refresh();
    }
  };

  return {
    /** The form's parts in order, for the customer's kind of account. */
    parts: accountFormParts(kind, !byEmail),
    submitLabel: t(kind === 'register' ? 'actions.register' : 'actions.reset'),
    captcha,
    submit: (values: TAccountValues) => void submit(values),
    agreement: {
      open: agreementOpen,
      show: () => setAgreementOpen(true),
      onClose: () => setAgreementOpen(false),
      onAgree: () => {
        form.setValue('agreement', true);
        void form.trigger('agreement');
      },
    },
  };
};
