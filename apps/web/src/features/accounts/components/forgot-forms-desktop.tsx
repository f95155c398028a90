import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import {
  CaptchaField,
  EmailField,
  PasswordFields,
  PhoneField,
  QuestionFields,
  SmsCodeField,
} from './fields-desktop.tsx';

interface TValues {
  phone?: string;
  email?: string;
  code?: string;
  question?: number;
  answer?: string;
  captchaText?: string;
  password: string;
  confirmpassword: string;
}

const PhoneForgotForm = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<TValues>();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(v) =>
        void flow.resetPassword({
          account: v.phone ?? '',
          code: v.code ?? '',
          password: v.password,
          confirmpassword: v.confirmpassword,
        })
      }
    >
      <PhoneField />
      <SmsCodeField form={form} onError={flow.setError} />
      <PasswordFields isNew />
      <Button type="primary" htmlType="submit" block size="large" loading={flow.busy}>
        {t('actions.reset')}
      </Button>
    </Form>
  );
};

const EmailForgotForm = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<TValues>();
  const captcha = useCaptcha(true);
  const submit = async (v: TValues) => {
    const ok = await flow.resetPassword({
      account: v.email ?? '',
      question: v.question,
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
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
      <EmailField />
      <QuestionFields />
      <CaptchaField captcha={captcha} />
      <PasswordFields isNew />
      <Button type="primary" htmlType="submit" block size="large" loading={flow.busy}>
        {t('actions.reset')}
      </Button>
    </Form>
  );
};

/** Find password for the customer's kind of account (spec §3). */
export const ForgotFormDesktop = ({ flow }: { flow: TAccountFlow }) =>
  flow.isPhoneCustomer ? <PhoneForgotForm flow={flow} /> : <EmailForgotForm flow={flow} />;
