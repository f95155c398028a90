import { Button, Form, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountForm, type TAccountValues } from '../hooks/use-account-form.ts';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { useAccountRules } from '../hooks/use-account-rules.ts';
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

interface TFormProps {
  flow: TAccountFlow;
}

const Submit = ({ flow, label }: TFormProps & { label: string }) => (
  <Button type="primary" htmlType="submit" block size="large" loading={flow.busy}>
    {label}
  </Button>
);

const SmsLoginForm = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<{ phone: string; code: string }>();
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void flow.loginByCode(v)}>
      <PhoneField />
      <SmsCodeField form={form} onError={flow.setError} />
      <Submit flow={flow} label={t('actions.login')} />
    </Form>
  );
};

const PasswordLoginForm = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(v: { loginName: string; password: string }) => void flow.loginByPassword(v)}
    >
      <Form.Item
        name="loginName"
        label={t(flow.isPhoneCustomer ? 'form.loginName' : 'form.loginNameEmail')}
        rules={rules.loginName}
      >
        <Input
          maxLength={254}
          autoComplete="username"
          placeholder={t(flow.isPhoneCustomer ? 'form.loginNamePlaceholder' : 'form.emailPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="password" label={t('form.password')} rules={rules.loginPwd}>
        <Input.Password
          maxLength={64}
          autoComplete="current-password"
          placeholder={t('form.passwordPlaceholder')}
        />
      </Form.Item>
      <div className="account-row-end">
        <Button type="link" size="small" onClick={() => flow.show('forgot')}>
          {t('actions.forgot')}
        </Button>
      </div>
      <Submit flow={flow} label={t('actions.login')} />
    </Form>
  );
};

/** SMS code first (spec §4); the email customer signs in by password only (no phone to text). */
export const LoginFormsDesktop = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  if (!flow.isPhoneCustomer) return <PasswordLoginForm flow={flow} />;
  return (
    <Tabs
      defaultActiveKey="sms"
      onChange={flow.clearError}
      items={[
        { key: 'sms', label: t('tabs.sms'), children: <SmsLoginForm flow={flow} /> },
        { key: 'password', label: t('tabs.password'), children: <PasswordLoginForm flow={flow} /> },
      ]}
    />
  );
};

/** Registration for the customer's kind of account (spec §4). */
export const RegisterFormDesktop = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  const [form] = Form.useForm<TAccountValues>();
  const { submit, captcha, agreement } = useAccountForm(flow, form, 'register');
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
      {flow.isPhoneCustomer ? (
        <>
          <PhoneField />
          <SmsCodeField form={form} onError={flow.setError} />
          <PasswordFields />
          <Form.Item name="fullname" label={t('form.fullname')} rules={rules.fullname}>
            <Input maxLength={50} autoComplete="name" placeholder={t('form.fullnamePlaceholder')} />
          </Form.Item>
          <EmailField optional />
        </>
      ) : (
        <>
          <EmailField />
          <PasswordFields />
          <QuestionFields />
          <CaptchaField captcha={captcha} />
        </>
      )}
      <AgreementField onOpen={agreement.show} />
      <Submit flow={flow} label={t('actions.register')} />
      <AgreementModalDesktop {...agreement} />
    </Form>
  );
};

/** Find password for the customer's kind of account (spec §3). */
export const ForgotFormDesktop = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<TAccountValues>();
  const { submit, captcha } = useAccountForm(flow, form, 'forgot');
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
      {flow.isPhoneCustomer ? (
        <>
          <PhoneField />
          <SmsCodeField form={form} onError={flow.setError} />
        </>
      ) : (
        <>
          <EmailField />
          <QuestionFields />
          <CaptchaField captcha={captcha} />
        </>
      )}
      <PasswordFields isNew />
      <Submit flow={flow} label={t('actions.reset')} />
    </Form>
  );
};
