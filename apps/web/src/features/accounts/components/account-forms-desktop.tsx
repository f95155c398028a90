import { Button, Form, Tabs } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useAccountFields } from '../hooks/use-account-fields.ts';
import { useAccountForm, type TAccountValues } from '../hooks/use-account-form.ts';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { AgreementModalDesktop } from './agreement-modal-desktop.tsx';
import { AccountInput, AccountPartsDesktop, SmsCodeField } from './fields-desktop.tsx';

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
  const fields = useAccountFields();
  const [form] = Form.useForm<{ phone: string; code: string }>();
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void flow.loginByCode(v)}>
      <AccountInput
        field={fields.phone}
        extra={{ prefix: <span className="account-phone-prefix">+86</span> }}
      />
      <SmsCodeField form={form} onError={flow.setError} />
      <Submit flow={flow} label={t('actions.login')} />
    </Form>
  );
};

const PasswordLoginForm = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const fields = useAccountFields();
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(v: { loginName: string; password: string }) => void flow.loginByPassword(v)}
    >
      <AccountInput field={fields.loginName(flow.isPhoneCustomer)} />
      <AccountInput field={fields.loginPassword} />
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

/** Registration (spec §4) or find password (spec §3) for the customer's kind of account. */
export const AccountFormDesktop = ({ flow, kind }: TFormProps & { kind: 'register' | 'forgot' }) => {
  const [form] = Form.useForm<TAccountValues>();
  const account = useAccountForm(flow, form, kind);
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={account.submit}>
      <AccountPartsDesktop parts={account.parts} form={form} flow={flow} account={account} />
      <Submit flow={flow} label={account.submitLabel} />
      {kind === 'register' && <AgreementModalDesktop {...account.agreement} />}
    </Form>
  );
};
