import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TFunction } from '../../../lib/translator.ts';
import {
  AppErrorCode,
  PHONE_PATTERN,
  SystemType,
  translate,
  ZEmail,
  ZPhone,
  type TAlertFrequency,
  type TCreateJobAlertInput,
  type TLang,
} from '@tmp/contracts';
import { getRuntimeConfig } from '../../../config/runtime-config.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { toHeaderLang, useLanguage } from '../../../lib/i18n.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { createJobAlert, MY_ALERTS_KEY } from '../api/alerts.ts';
import { useAlertCaptcha } from './use-alert-captcha.ts';

/** The search an alert watches, as the job list's filters hold it (the contracts' `TAlertCriteria`). */
export type TAlertSearch = Pick<
  TCreateJobAlertInput,
  'keyword' | 'category' | 'nature' | 'country' | 'district'
>;

interface TCreatedAlert {
  address: string;
  /** pending: a confirmation link was sent; active: on at once (an address the candidate confirmed before). */
  status: 'pending' | 'active';
}

const looksLikeEmail = (value: string) => value.includes('@');
/** What is typed goes by SMS: digits (and a leading +), as a mobile number is written. */
const looksLikePhone = (value: string) => /^\+?[\d\s-]+$/.test(value.trim());

/** The signed-in candidate's own address, when their login name is one the alert can use. */
const ownAddress = (loginname: string | undefined, phoneAllowed: boolean): string => {
  const name = loginname?.trim() ?? '';
  if (ZEmail.safeParse(name).success) return name;
  return phoneAllowed && PHONE_PATTERN.test(name) ? name : '';
};

/** The address's problem in the current language, or undefined when it can be sent. */
const addressProblem = (value: string, phoneAllowed: boolean, lang: TLang, t: TFunction) => {
  const text = value.trim();
  if (!text) return phoneAllowed ? translate('alerts.addressRequired', lang) : t('alerts.emailRequired');
  const schema = !phoneAllowed || looksLikeEmail(text) ? ZEmail : ZPhone;
  const issue = schema.safeParse(text).error?.issues[0]?.message;
  return issue ? translate(issue, lang) : undefined;
};

/** What is sent: the search, how often, the address as an email or a mobile number, the picture's answer. */
const alertBody = (
  search: TAlertSearch,
  frequency: TAlertFrequency,
  address: string,
  phoneAllowed: boolean,
  answer: { key: string; code: string } | undefined,
): TCreateJobAlertInput => {
  const text = address.trim();
  return {
    ...search,
    frequency,
    ...(phoneAllowed && !looksLikeEmail(text) ? { phone: text } : { email: text }),
    ...answer,
  };
};

/** The outcome's title and message, once created. */
const createdTexts = (created: TCreatedAlert | undefined, t: TFunction) => ({
  createdTitle: t(created?.status === 'active' ? 'alerts.activeTitle' : 'alerts.sentTitle'),
  createdText:
    created && t(created.status === 'active' ? 'alerts.active' : 'alerts.sent', { address: created.address }),
});

/** Creating the alert: the outcome, the server asking for the picture check, a check answer spent. */
const useCreateMutation = (options: {
  setCreated: (created: TCreatedAlert) => void;
  setCaptchaAsked: (asked: boolean) => void;
  captcha: { spent: () => void };
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobAlert,
    onSuccess: (data, body) => {
      options.setCreated({ address: String(body.email ?? body.phone ?? ''), status: data.status });
      void queryClient.invalidateQueries({ queryKey: MY_ALERTS_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === AppErrorCode.CaptchaRequired)
        options.setCaptchaAsked(true);
    },
    onSettled: (_data, _error, body) => {
      if (body.key) options.captcha.spent();
    },
  });
};

/**
 * The "create alert" dialog: how often, where to (an email, or also a mobile
 * number for sites whose accounts are phone numbers), and the outcome. An alert by SMS asks a visitor for
 * the picture check beside the number (a signed-in candidate only once the server asks for it).
 */
export const useCreateAlert = (search: TAlertSearch) => {
  const { t } = useTranslation('jobs');
  const lang = toHeaderLang(useLanguage());
  const phoneAllowed = getRuntimeConfig().systemType === SystemType.Phone;
  const userinfo = useLoginStore((s) => s.userinfo);
  const isSignedIn = useLoginStore((s) => !!s.token);

  const [frequency, setFrequency] = useState<TAlertFrequency>('daily');
  const [address, setAddressValue] = useState(() =>
    isSignedIn ? ownAddress(userinfo?.loginname, phoneAllowed) : '',
  );
  const [addressError, setAddressError] = useState<string>();
  const [created, setCreated] = useState<TCreatedAlert>();
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const bySms = phoneAllowed && looksLikePhone(address);
  const captcha = useAlertCaptcha(bySms && (!isSignedIn || captchaAsked), lang);

  const mutation = useCreateMutation({ setCreated, setCaptchaAsked, captcha });

  const submit = () => {
    const problem = addressProblem(address, phoneAllowed, lang, t);
    setAddressError(problem);
    if (problem || mutation.isPending) return;
    const answer = captcha.shown ? captcha.answer() : undefined;
    if (captcha.shown && !answer) return;
    mutation.mutate(alertBody(search, frequency, address, phoneAllowed, answer));
  };

  return {
    frequency,
    setFrequency,
    address,
    setAddress: (value: string) => {
      setAddressValue(value);
      if (addressError) setAddressError(undefined);
      if (mutation.isError) mutation.reset();
    },
    addressLabel: phoneAllowed ? t('alerts.addressPhoneOrEmail') : t('alerts.addressEmail'),
    addressType: phoneAllowed ? ('text' as const) : ('email' as const),
    addressError,
    /** The picture check beside a mobile number: `shown` says whether the dialog asks for it. */
    captcha,
    /** The server's refusal (limits, a bad address), already in the user's language. */
    serverError: mutation.error?.message,
    isSubmitting: mutation.isPending,
    submit,
    created,
    ...createdTexts(created, t),
  };
};
