import { useState } from 'react';
import { Button, Form, Input } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import { useAccountRules } from '../hooks/use-account-rules.ts';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { AgreementPopupMobile } from './agreement-popup-mobile.tsx';
import {
  AgreementFieldMobile,
  CaptchaFieldMobile,
  EmailFieldMobile,
  PasswordFieldsMobile,
  PhoneFieldMobile,
  QuestionFieldsMobile,
  SmsCodeFieldMobile,
} from './fields-mobile.tsx';

interface TValues {
  phone: string;
  code: string;
  email: string;
  password: string;
  confirmpassword: string;
  fullname: string;
  question: number[];
  answer: string;
  captchaText: string;
}

const useAgreementMobile = (form: FormInstance) => {
  const [open, setOpen] = useState(false);
  const popup = (
    <AgreementPopupMobile
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

const Submit = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  return (
    <Button block type="submit" color="primary" size="large" loading={flow.busy}>
      {t('actions.register')}
    </Button>
  );
};

const PhoneRegisterFormMobile = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  const [form] = Form.useForm<TValues>();
  const { popup, openAgreement } = useAgreementMobile(form);
  return (
    <>
      <Form
        form={form}
        layout="vertical"
        requiredMarkStyle="none"
        footer={<Submit flow={flow} />}
        onFinish={(v: TValues) =>
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
        <PhoneFieldMobile />
        <SmsCodeFieldMobile form={form} onError={flow.setError} />
        <PasswordFieldsMobile />
        <Form.Item name="fullname" label={t('form.fullname')} rules={rules.fullname}>
          <Input
            maxLength={50}
            autoComplete="name"
            aria-label={t('form.fullname')}
            placeholder={t('form.fullnamePlaceholder')}
          />
        </Form.Item>
        <EmailFieldMobile optional />
        <AgreementFieldMobile onOpen={openAgreement} />
      </Form>
      {popup}
    </>
  );
};

const EmailRegisterFormMobile = ({ flow }: { flow: TAccountFlow }) => {
  const [form] = Form.useForm<TValues>();
  const captcha = useCaptcha(true);
  const { popup, openAgreement } = useAgreementMobile(form);
  const submit = async (v: TValues) => {
    const ok = await flow.registerEmail({
      account: v.email,
      password: v.password,
      confirmpassword: v.confirmpassword,
      question: Number(v.question[0]),
      answer: v.answer,
      code: v.captchaText,
      key: captcha.key,
    });
    if (!ok) {
      form.setFieldValue('captchaText', '');
      void captcha.refresh();
    }
  };
  return (
    <>
      <Form
        form={form}
        layout="vertical"
        requiredMarkStyle="none"
        footer={<Submit flow={flow} />}
        onFinish={(v: TValues) => void submit(v)}
      >
        <EmailFieldMobile />
        <PasswordFieldsMobile />
        <QuestionFieldsMobile />
        <CaptchaFieldMobile captcha={captcha} />
        <AgreementFieldMobile onOpen={openAgreement} />
      </Form>
      {popup}
    </>
  );
};

export const RegisterFormMobile = ({ flow }: { flow: TAccountFlow }) =>
  flow.isPhoneCustomer ? <PhoneRegisterFormMobile flow={flow} /> : <EmailRegisterFormMobile flow={flow} />;
