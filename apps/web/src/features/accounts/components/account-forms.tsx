import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { SchemaForm } from '../../../lib/form/form.tsx';
import { accountFormParts, useAccountFields } from '../hooks/use-account-fields.ts';
import { useAccountForm, type TAccountValues } from '../hooks/use-account-form.ts';
import type { TAccountFlow } from '../hooks/use-account-flow.ts';
import { useAccountSchemaForm } from '../hooks/use-account-schema-form.ts';
import { useRecoveryCodes, useSecondFactorCode } from '../hooks/use-second-factor-step.ts';
import { AgreementDialog } from './agreement-dialog.tsx';
import { RecoveryCodesShown } from './authenticator-qr.tsx';
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
  const fields = useAccountFields();
  const form = useAccountSchemaForm([fields.phone, fields.smsCode]);
  return (
    <SchemaForm
      form={form}
      name="account"
      onSubmit={(v) => void flow.loginByCode(v as { phone: string; code: string })}
    >
      <AccountInput field={fields.phone} />
      <SmsCodeField onError={flow.setError} />
      <Submit label={t('actions.login')} busy={flow.busy} />
    </SchemaForm>
  );
};

const PasswordLoginForm = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const fields = useAccountFields();
  const loginName = fields.loginName(flow.isPhoneCustomer);
  const form = useAccountSchemaForm([loginName, fields.loginPassword]);
  return (
    <SchemaForm
      form={form}
      name="account"
      onSubmit={(v) => void flow.loginByPassword(v as { loginName: string; password: string })}
    >
      <AccountInput field={loginName} />
      <AccountInput field={fields.loginPassword} />
      <div className="account-row-end">
        <button type="button" className="account-link" onClick={() => flow.show('forgot')}>
          {t('actions.forgot')}
        </button>
      </div>
      <Submit label={t('actions.login')} busy={flow.busy} />
    </SchemaForm>
  );
};

/** SMS code first (spec §4); the email customer signs in by password only (no phone to text). */
export const LoginForms = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const { Tabs } = useKit();
  if (!flow.isPhoneCustomer) return <PasswordLoginForm flow={flow} />;
  return (
    <Tabs
      onChange={() => flow.setError(undefined)}
      items={[
        { key: 'sms', label: t('tabs.sms'), children: <SmsLoginForm flow={flow} /> },
        { key: 'password', label: t('tabs.password'), children: <PasswordLoginForm flow={flow} /> },
      ]}
    />
  );
};

/** Registration (spec §4) or find password (spec §3) for the customer's kind of account. */
export const AccountForm = ({ flow, kind }: TFormProps & { kind: 'register' | 'forgot' }) => {
  const fields = useAccountFields();
  const form = useAccountSchemaForm(partFields(fields, accountFormParts(kind, flow.isPhoneCustomer)));
  const account = useAccountForm(flow, form, kind);
  return (
    <SchemaForm form={form} name="account" onSubmit={(v) => account.submit(v as unknown as TAccountValues)}>
      <AccountParts parts={account.parts} flow={flow} account={account} />
      <Submit label={account.submitLabel} busy={flow.busy} />
      {kind === 'register' && <AgreementDialog {...account.agreement} />}
    </SchemaForm>
  );
};

/**
 * After the password: the authenticator's 6-digit code or a recovery code. Setting one up is never part of
 * a sign-in: the server mails a link to the set-up page (/hr/second-factor) instead.
 */
export const SecondFactorForm = ({ flow }: TFormProps) => {
  const { t } = useTranslation('accounts');
  const code = useSecondFactorCode(false);
  const form = useAccountSchemaForm([code]);
  return (
    <SchemaForm
      form={form}
      name="account"
      onSubmit={(v) => void flow.passSecondFactor(v as { code: string })}
    >
      <p className="second-factor__lead">{t('secondFactor.lead')}</p>
      <AccountInput field={code} page="second-factor" />
      <Submit label={t('secondFactor.verify')} busy={flow.busy} />
    </SchemaForm>
  );
};

/** New recovery codes, shown once: the sign-in goes on when the user has kept them. */
export const RecoveryCodesStep = ({ flow }: TFormProps) => {
  const step = useRecoveryCodes(flow.recoveryCodes ?? [], () => void flow.continueSignedIn());
  return (
    <div className="second-factor">
      <RecoveryCodesShown step={step} />
    </div>
  );
};
