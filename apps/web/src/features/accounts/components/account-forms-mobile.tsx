import { Button, Form, Input, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAccountForm, type TAccountValues } from '../hooks/use-account-form.ts';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { useAccountRules } from '../hooks/use-account-rules.ts';
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

interface TFormProps {
  flow: TAccountFlow;
}

const Submit = ({ flow, label }: TFormProps & { label: string }) => (
  <Button block type="submit" color="primary" size="large" loading={flow.busy}>
    {label}
  </Button>
);

const SmsLoginFormMobile = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<{ phone: string; code: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMarkStyle="none"
      footer={<Submit flow={flow} label={t('actions.login')} />}
      onFinish={(v: { phone: string; code: string }) => void flow.loginByCode(v)}
    >
      <PhoneFieldMobile />
      <SmsCodeFieldMobile form={form} onError={flow.setError} />
    </Form>
  );
};

const PasswordLoginFormMobile = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  const label = t(flow.isPhoneCustomer ? 'form.loginName' : 'form.loginNameEmail');
  return (
    <Form
      layout="vertical"
      requiredMarkStyle="none"
      footer={
        <>
          <div className="account-row-end">
            <a role="button" tabIndex={0} onClick={() => flow.show('forgot')}>
              {t('actions.forgot')}
            </a>
          </div>
          <Submit flow={flow} label={t('actions.login')} />
        </>
      }
      onFinish={(v: { loginName: string; password: string }) => void flow.loginByPassword(v)}
    >
      <Form.Item name="loginName" label={label} rules={rules.loginName}>
        <Input
          maxLength={254}
          clearable
          autoComplete="username"
          aria-label={label}
          placeholder={t(flow.isPhoneCustomer ? 'form.loginNamePlaceholder' : 'form.emailPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="password" label={t('form.password')} rules={rules.loginPwd}>
        <Input
          type="password"
          maxLength={64}
          autoComplete="current-password"
          aria-label={t('form.password')}
          placeholder={t('form.passwordPlaceholder')}
        />
      </Form.Item>
    </Form>
  );
};

export const LoginFormsMobile = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  if (!flow.isPhoneCustomer) return <PasswordLoginFormMobile flow={flow} />;
  return (
    <Tabs defaultActiveKey="sms" onChange={flow.clearError} className="account-tabs">
      <Tabs.Tab title={t('tabs.sms')} key="sms">
        <SmsLoginFormMobile flow={flow} />
      </Tabs.Tab>
      <Tabs.Tab title={t('tabs.password')} key="password">
        <PasswordLoginFormMobile flow={flow} />
      </Tabs.Tab>
    </Tabs>
  );
};

export const RegisterFormMobile = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  const [form] = Form.useForm<TAccountValues>();
  const { submit, captcha, agreement } = useAccountForm(flow, form, 'register');
  return (
    <>
      <Form
        form={form}
        layout="vertical"
        requiredMarkStyle="none"
        footer={<Submit flow={flow} label={t('actions.register')} />}
        onFinish={submit}
      >
        {flow.isPhoneCustomer ? (
          <>
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
          </>
        ) : (
          <>
            <EmailFieldMobile />
            <PasswordFieldsMobile />
            <QuestionFieldsMobile />
            <CaptchaFieldMobile captcha={captcha} />
          </>
        )}
        <AgreementFieldMobile onOpen={agreement.show} />
      </Form>
      <AgreementPopupMobile {...agreement} />
    </>
  );
};

export const ForgotFormMobile = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<TAccountValues>();
  const { submit, captcha } = useAccountForm(flow, form, 'forgot');
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMarkStyle="none"
      footer={<Submit flow={flow} label={t('actions.reset')} />}
      onFinish={submit}
    >
      {flow.isPhoneCustomer ? (
        <>
          <PhoneFieldMobile />
          <SmsCodeFieldMobile form={form} onError={flow.setError} />
        </>
      ) : (
        <>
          <EmailFieldMobile />
          <QuestionFieldsMobile />
          <CaptchaFieldMobile captcha={captcha} />
        </>
      )}
      <PasswordFieldsMobile isNew />
    </Form>
  );
};
