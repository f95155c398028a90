import { Alert, Button, Card, Form, Input, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useRecoveryCodes, useSecondFactorCode } from '../hooks/use-second-factor-step.ts';
import { useSecondFactorSettings, type TSecondFactorSettings } from '../hooks/use-second-factor-settings.ts';
import { AuthenticatorQr, RecoveryCodeList } from '../components/authenticator-qr.tsx';
import '../components/accounts.css';

const CodeForm = ({
  settings,
  lead,
  submit,
}: {
  settings: TSecondFactorSettings;
  lead: string;
  submit: string;
}) => {
  const { t } = useTranslation('accounts');
  const code = useSecondFactorCode(settings.step.kind === 'enrol');
  return (
    <Form layout="vertical" requiredMark={false} onFinish={settings.submitCode}>
      <p className="second-factor__lead">{lead}</p>
      <Form.Item name={code.name} label={code.label} rules={code.rules}>
        <Input {...code.input} />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={settings.busy}>
          {submit}
        </Button>
        <Button onClick={settings.cancel}>{t('secondFactor.console.cancel')}</Button>
      </Space>
    </Form>
  );
};

const NewRecoveryCodes = ({ codes, onSaved }: { codes: string[]; onSaved: () => void }) => {
  const step = useRecoveryCodes(codes, onSaved);
  return (
    <>
      <p className="second-factor__lead">{step.lead}</p>
      <RecoveryCodeList codes={step.codes} />
      <Space wrap>
        <Button onClick={step.download.onClick}>{step.download.label}</Button>
        <Button type="primary" onClick={step.saved.onClick}>
          {step.saved.label}
        </Button>
      </Space>
    </>
  );
};

const StepPanel = ({ settings, isRequired }: { settings: TSecondFactorSettings; isRequired: boolean }) => {
  const { t } = useTranslation('accounts');
  const { step } = settings;
  if (step.kind === 'enrol') {
    return (
      <>
        <AuthenticatorQr
          uri={step.enrolment.otpauthUri}
          secret={step.enrolment.secret}
          label={t('secondFactor.qrLabel')}
        />
        <CodeForm
          settings={settings}
          lead={t('secondFactor.console.setUpLead')}
          submit={t('secondFactor.console.confirm')}
        />
      </>
    );
  }
  if (step.kind === 'prove') {
    const submit = t(step.action === 'renew' ? 'secondFactor.console.renew' : 'secondFactor.console.turnOff');
    // Where the customer requires it, turning it off means setting it up again at the next sign-in.
    const note =
      step.action === 'disable' && isRequired ? ` ${t('secondFactor.console.requiredOffNote')}` : '';
    return (
      <CodeForm settings={settings} lead={`${t('secondFactor.console.proveLead')}${note}`} submit={submit} />
    );
  }
  if (step.kind === 'codes') return <NewRecoveryCodes codes={step.codes} onSaved={settings.cancel} />;
  return null;
};

/** /hr/security: the HR user's own two-step verification (decisions §4). */
export const SecondFactorPage = () => {
  const { t, i18n } = useTranslation('accounts');
  const settings = useSecondFactorSettings();
  const { status, step } = settings;
  if (settings.isLoading || !status) return <Skeleton active />;
  const since = status.enabledAt ? new Date(status.enabledAt).toLocaleDateString(i18n.language) : '';
  return (
    <Card title={t('secondFactor.console.title')} className="second-factor-card">
      <p>
        <Tag color={status.isEnabled ? 'green' : 'default'}>
          {status.isEnabled ? t('secondFactor.console.on', { date: since }) : t('secondFactor.console.off')}
        </Tag>
        {status.isEnabled && t('secondFactor.console.codesLeft', { count: status.recoveryCodesLeft })}
      </p>
      <p className="second-factor__lead">
        {t(status.isRequired ? 'secondFactor.console.required' : 'secondFactor.console.optional')}
      </p>
      {settings.error && (
        <Alert type="error" showIcon title={settings.error} role="alert" className="account-dialog__error" />
      )}
      {step.kind === 'idle' ? (
        <Space wrap>
          {status.isEnabled ? (
            <>
              <Button onClick={() => settings.askCode('renew')}>{t('secondFactor.console.renew')}</Button>
              <Button danger onClick={() => settings.askCode('disable')}>
                {t('secondFactor.console.turnOff')}
              </Button>
            </>
          ) : (
            <Button type="primary" loading={settings.busy} onClick={() => void settings.startEnrolment()}>
              {t('secondFactor.console.setUp')}
            </Button>
          )}
        </Space>
      ) : (
        <StepPanel settings={settings} isRequired={status.isRequired} />
      )}
    </Card>
  );
};
