import { Button, Form, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountRules } from '../hooks/use-account-rules.ts';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { PhoneField, SmsCodeField } from './fields-desktop.tsx';

const SmsLoginForm = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  const [form] = Form.useForm<{ phone: string; code: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void flow.loginByCode(values)}
    >
      <PhoneField />
      <SmsCodeField form={form} onError={flow.setError} />
      <Button type="primary" htmlType="submit" block size="large" loading={flow.busy}>
        {t('actions.login')}
      </Button>
    </Form>
  );
};

const PasswordLoginForm = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  const rules = useAccountRules();
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(values: { loginName: string; password: string }) => void flow.loginByPassword(values)}
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
      <Button type="primary" htmlType="submit" block size="large" loading={flow.busy}>
        {t('actions.login')}
      </Button>
    </Form>
  );
};

/** SMS code first (spec §4); the email customer signs in by password only (no phone to text). */
export const LoginFormsDesktop = ({ flow }: { flow: TAccountFlow }) => {
  const { t } = useTranslation('accounts');
  if (!flow.isPhoneCustomer) return <PasswordLoginForm flow={flow} />;
  return (
    <Tabs
      defaultActiveKey="sms"
      onChange={() => flow.setError(undefined)}
      items={[
        { key: 'sms', label: t('tabs.sms'), children: <SmsLoginForm flow={flow} /> },
        { key: 'password', label: t('tabs.password'), children: <PasswordLoginForm flow={flow} /> },
      ]}
    />
  );
};
