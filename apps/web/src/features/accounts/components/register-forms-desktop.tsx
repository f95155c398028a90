import { useState } from 'react';
import { Button, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountRules } from '../hooks/use-account-rules.ts';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { AgreementModalDesktop } from './agreement-modal-desktop.tsx';
import {
  AgreementField,
  CaptchaField,
  EmailField,
  PasswordFields,
  PhoneField,
  QuestionFields,
  SmsCodeField,
} from './fields-desktop.tsx';

interface TPhoneValues {
  phone: string;
  code: string;
  password: string;
  confirmpassword: string;
  fullname: string;
  email?: string;
}

interface TEmailValues {
  email: string;
  password: string;
  confirmpassword: string;
  question: number;
  answer: string;
  captchaText: string;
}

/** The agreement popup of a registration form; agreeing ticks the form's checkbox. */
const useAgreement = (form: FormInstance<any>) => {
  const [open, setOpen] = useState(false);
  const popup = (
    <AgreementModalDesktop
      open={open}
      onClose={() => setOpen(false)}
      onAgree={() => {
        form.setFieldValue('agreement', true);
        void form.validateFields(['agreement']).catch(() => undefined);
      }}
    />
  );
  return { popup, openAgreement: () => setOpen(true) };
};

const PhoneRegisterForm = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  const [form] = Form.useForm<TPhoneValues>();
  const { popup, openAgreement } = useAgreement(form);
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(v) =>
        void flow.registerPhone({
          account: v.phone,
          code: v.code,
          password: v.password,
          confirmpassword: v.confirmpassword,
          fullname: v.fullname,
          email: v.email,
        })
      }
    >
      <PhoneField />
      <SmsCodeField form={form} onError={flow.setError} />
      <PasswordFields />
      <Form.Item name="fullname" label={t('form.fullname')} rules={rules.fullname}>
        <Input maxLength={50} autoComplete="name" placeholder={t('form.fullnamePlaceholder')} />
      </Form.Item>
      <EmailField optional />
      <AgreementField onOpen={openAgreement} />
      <Button type="primary" htmlType="submit" block size="large" loading={flow.busy}>
        {t('actions.register')}
      </Button>
      {popup}
    </Form>
  );
};

const EmailRegisterForm = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<TEmailValues>();
  const captcha = useCaptcha(true);
  const { popup, openAgreement } = useAgreement(form);
  const submit = async (v: TEmailValues) => {
    const ok = await flow.registerEmail({
      account: v.email,
      password: v.password,
      confirmpassword: v.confirmpassword,
      question: v.question,
      answer: v.answer,
      code: v.captchaText,
      key: captcha.key,
    });
    // A captcha is single use: a refused attempt needs a new image.
    if (!ok) {
      form.setFieldValue('captchaText', '');
      void captcha.refresh();
    }
  };
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
      <EmailField />
      <PasswordFields />
      <QuestionFields />
      <CaptchaField captcha={captcha} />
      <AgreementField onOpen={openAgreement} />
      <Button type="primary" htmlType="submit" block size="large" loading={flow.busy}>
        {t('actions.register')}
      </Button>
      {popup}
    </Form>
  );
};

export const RegisterFormDesktop = ({ flow }: { flow: TAccountFlow }) =>
  flow.isPhoneCustomer ? <PhoneRegisterForm flow={flow} /> : <EmailRegisterForm flow={flow} />;
