import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { accountFormParts, useAccountFields } from '../hooks/use-account-fields.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { useFieldsForm } from '../hooks/use-fields-form.ts';
import { useRecoveryCodes, useSecondFactorStep } from '../hooks/use-second-factor-step.ts';
import { AgreementDialog } from './agreement-dialog.tsx';
import { RecoveryCodeList } from './authenticator-qr.tsx';
import { AccountInput, AccountParts, partFields, SmsCodeField } from './fields.tsx';

interface TFormProps {
  flow: TAccountFlow;
}

const Submit = ({ label, busy }: { label: string; busy: boolean }) => {
  const { Button } = useKit();
  return (
    <Button kind="primary" type="submit" block size="large" loading={busy} className="account-submit">
      {label}
    </Button>
  );
};

const SmsLoginForm = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const { Form } = useKit();
  const fields = useAccountFields();
  const form = useFieldsForm([fields.phone, fields.smsCode]);
  return (
    <Form onSubmit={form.submit((v: { phone: string; code: string }) => void flow.loginByCode(v))}>
      <AccountInput field={fields.phone} form={form} />
      <SmsCodeField form={form} onError={flow.setError} />
      <Submit label={t('actions.login')} busy={flow.busy} />
    </Form>
  );
};

const PasswordLoginForm = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const { Form } = useKit();
  const fields = useAccountFields();
  const loginName = fields.loginName(flow.isPhoneCustomer);
  const form = useFieldsForm([loginName, fields.loginPassword]);
  return (
    <Form
      onSubmit={form.submit((v: { loginName: string; password: string }) => void flow.loginByPassword(v))}
    >
      <AccountInput field={loginName} form={form} />
      <AccountInput field={fields.loginPassword} form={form} />
      <div className="account-row-end">
        <button type="button" className="account-link" onClick={() => flow.show('forgot')}>
          {t('actions.forgot')}
        </button>
      </div>
      <Submit label={t('actions.login')} busy={flow.busy} />
    </Form>
  );
};

/** SMS code first (spec §4); the email customer signs in by password only (no phone to text). */
export const LoginForms = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const { Tabs } = useKit();
  if (!flow.isPhoneCustomer) return <PasswordLoginForm flow={flow} />;
  return (
    <Tabs
      onChange={flow.clearError}
      items={[
        { key: 'sms', label: t('tabs.sms'), children: <SmsLoginForm flow={flow} /> },
        { key: 'password', label: t('tabs.password'), children: <PasswordLoginForm flow={flow} /> },
      ]}
    />
  );
};

/** Registration (spec §4) or find password (spec §3) for the customer's kind of account. */
export const AccountForm = ({ flow, kind }: TFormProps & { kind: 'register' | 'forgot' }) => {
  const { Form } = useKit();
  const fields = useAccountFields();
  const form = useFieldsForm(partFields(fields, accountFormParts(kind, flow.isPhoneCustomer)));
  const account = useAccountForm(flow, form, kind);
  return (
    <Form onSubmit={form.submit(account.submit)}>
      <AccountParts parts={account.parts} form={form} flow={flow} account={account} />
      <Submit label={account.submitLabel} busy={flow.busy} />
      {kind === 'register' && <AgreementDialog {...account.agreement} />}
    </Form>
  );
};

/** After the password: the authenticator's 6-digit code or a recovery code. */
export const SecondFactorForm = ({ flow }: TFormProps) => {
  const { Form, Field, Input } = useKit();
  const step = useSecondFactorStep(flow);
  const form = useFieldsForm([step.code]);
  const { value, error, onChange } = form.text(step.code.name);
  return (
    <Form onSubmit={form.submit(step.submit)}>
      <p className="second-factor__lead">{step.lead}</p>
      <Field label={step.code.label} htmlFor="second-factor-code" error={error}>
        <Input id="second-factor-code" {...step.code.input} value={value} onChange={onChange} />
      </Field>
      <Submit label={step.verify} busy={step.busy} />
    </Form>
  );
};

/** New recovery codes, shown once: the sign-in goes on when the user has kept them. */
export const RecoveryCodesStep = ({ flow }: TFormProps) => {
  const { Button, device } = useKit();
  const step = useRecoveryCodes(flow.recoveryCodes ?? [], () => void flow.continueSignedIn());
  return (
    <div className="second-factor">
      <p className="second-factor__lead">{step.lead}</p>
      <RecoveryCodeList codes={step.codes} />
      <div className={`second-factor__actions second-factor__actions--${device}`}>
        <Button block onClick={step.download.onClick}>
          {step.download.label}
        </Button>
        <Button block kind="primary" onClick={step.saved.onClick}>
          {step.saved.label}
        </Button>
      </div>
    </div>
  );
};
