import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import {
  CaptchaFieldMobile,
  EmailFieldMobile,
  PasswordFieldsMobile,
  PhoneFieldMobile,
  QuestionFieldsMobile,
  SmsCodeFieldMobile,
} from './fields-mobile.tsx';

interface TValues {
  phone?: string;
  email?: string;
  code?: string;
  question?: number[];
  answer?: string;
  captchaText?: string;
  password: string;
  confirmpassword: string;
}

const Submit = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  return (
    <Button block type="submit" color="primary" size="large" loading={flow.busy}>
      {t('actions.reset')}
    </Button>
  );
};

const PhoneForgotFormMobile = ({ flow }: { flow: TAccountFlow }) => {
  const [form] = Form.useForm<TValues>();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMarkStyle="none"
      footer={<Submit flow={flow} />}
      onFinish={(v: TValues) =>
        void flow.resetPassword({
          account: v.phone ?? '',
          code: v.code ?? '',
          password: v.password,
          confirmpassword: v.confirmpassword,
        })
      }
    >
      <PhoneFieldMobile />
      <SmsCodeFieldMobile form={form} onError={flow.setError} />
      <PasswordFieldsMobile isNew />
    </Form>
  );
};

const EmailForgotFormMobile = ({ flow }: { flow: TAccountFlow }) => {
  const [form] = Form.useForm<TValues>();
  const captcha = useCaptcha(true);
  const submit = async (v: TValues) => {
    const ok = await flow.resetPassword({
      account: v.email ?? '',
      question: Number(v.question?.[0]),
      answer: v.answer,
      code: v.captchaText ?? '',
      key: captcha.key,
      password: v.password,
      confirmpassword: v.confirmpassword,
    });
    if (!ok) {
      form.setFieldValue('captchaText', '');
      void captcha.refresh();
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMarkStyle="none"
      footer={<Submit flow={flow} />}
      onFinish={(v: TValues) => void submit(v)}
    >
      <EmailFieldMobile />
      <QuestionFieldsMobile />
      <CaptchaFieldMobile captcha={captcha} />
      <PasswordFieldsMobile isNew />
    </Form>
  );
};

export const ForgotFormMobile = ({ flow }: { flow: TAccountFlow }) =>
  flow.isPhoneCustomer ? <PhoneForgotFormMobile flow={flow} /> : <EmailForgotFormMobile flow={flow} />;
