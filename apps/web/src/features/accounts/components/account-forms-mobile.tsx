import { Button, Form, Tabs } from 'antd-mobile';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useAccountFields } from '../hooks/use-account-fields.ts';
import { useAccountForm, type TAccountValues } from '../hooks/use-account-form.ts';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { AgreementPopupMobile } from './agreement-popup-mobile.tsx';
import { AccountInputMobile, AccountPartsMobile, SmsCodeFieldMobile } from './fields-mobile.tsx';

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
  const fields = useAccountFields();
  const [form] = Form.useForm<{ phone: string; code: string }>();
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMarkStyle="none"
      footer={<Submit flow={flow} label={t('actions.login')} />}
      onFinish={(v: { phone: string; code: string }) => void flow.loginByCode(v)}
    >
      <AccountInputMobile field={fields.phone} className="account-phone-field" clearable />
      <SmsCodeFieldMobile form={form} onError={flow.setError} />
    </Form>
  );
};

const PasswordLoginFormMobile = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const fields = useAccountFields();
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
      <AccountInputMobile field={fields.loginName(flow.isPhoneCustomer)} clearable />
      <AccountInputMobile field={fields.loginPassword} />
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

/** Registration (spec §4) or find password (spec §3) for the customer's kind of account. */
export const AccountFormMobile = ({ flow, kind }: TFormProps & { kind: 'register' | 'forgot' }) => {
  const [form] = Form.useForm<TAccountValues>();
  const account = useAccountForm(flow, form, kind);
  return (
    <>
      <Form
        form={form}
        layout="vertical"
        requiredMarkStyle="none"
        footer={<Submit flow={flow} label={account.submitLabel} />}
        onFinish={account.submit}
      >
        <AccountPartsMobile parts={account.parts} form={form} flow={flow} account={account} />
      </Form>
      {kind === 'register' && <AgreementPopupMobile {...account.agreement} />}
    </>
  );
};
