import { Button, Form, Input, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAccountRules } from '../hooks/use-account-rules.ts';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { PhoneFieldMobile, SmsCodeFieldMobile } from './fields-mobile.tsx';

const SubmitButton = ({ flow, label }: { flow: TAccountFlow; label: string }) => (
  <Button block type="submit" color="primary" size="large" loading={flow.busy}>
    {label}
  </Button>
);

const SmsLoginFormMobile = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<{ phone: string; code: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMarkStyle="none"
      footer={<SubmitButton flow={flow} label={t('actions.login')} />}
      onFinish={(values: { phone: string; code: string }) => void flow.loginByCode(values)}
    >
      <PhoneFieldMobile />
      <SmsCodeFieldMobile form={form} onError={flow.setError} />
    </Form>
  );
};

const PasswordLoginFormMobile = ({ flow }: { flow: TAccountFlow }) => {
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
          <SubmitButton flow={flow} label={t('actions.login')} />
        </>
      }
      onFinish={(values: { loginName: string; password: string }) => void flow.loginByPassword(values)}
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

export const LoginFormsMobile = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  if (!flow.isPhoneCustomer) return <PasswordLoginFormMobile flow={flow} />;
  return (
    <Tabs defaultActiveKey="sms" onChange={() => flow.setError(undefined)} className="account-tabs">
      <Tabs.Tab title={t('tabs.sms')} key="sms">
        <SmsLoginFormMobile flow={flow} />
      </Tabs.Tab>
      <Tabs.Tab title={t('tabs.password')} key="password">
        <PasswordLoginFormMobile flow={flow} />
      </Tabs.Tab>
    </Tabs>
  );
};
